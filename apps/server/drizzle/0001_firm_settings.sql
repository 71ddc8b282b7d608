CREATE TABLE "firm_bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "firm_bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"law_firm_id" integer NOT NULL,
	"institution_name" text NOT NULL,
	"account_type" text NOT NULL,
	"account_name" text NOT NULL,
	"routing_number_encrypted" text NOT NULL,
	"routing_last_four" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_last_four" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"removed_at" timestamp with time zone,
	"removed_by" integer
);
--> statement-breakpoint
CREATE TABLE "mfa_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mfa_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "digital_check_email" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "payee" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "mailing_name" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "mailing_street" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "mailing_city" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "mailing_state" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "mailing_zip" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "mfa_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "firm_bank_accounts" ADD CONSTRAINT "firm_bank_accounts_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_bank_accounts" ADD CONSTRAINT "firm_bank_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_bank_accounts" ADD CONSTRAINT "firm_bank_accounts_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes" ADD CONSTRAINT "mfa_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "firm_bank_accounts_active_key" ON "firm_bank_accounts" USING btree ("law_firm_id") WHERE "firm_bank_accounts"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "firm_bank_accounts_firm_idx" ON "firm_bank_accounts" USING btree ("law_firm_id");--> statement-breakpoint
CREATE INDEX "mfa_recovery_codes_user_idx" ON "mfa_recovery_codes" USING btree ("user_id");