CREATE TABLE "payout_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"law_firm_id" integer NOT NULL,
	"kind" text NOT NULL,
	"institution_name" text,
	"account_type" text,
	"account_name" text,
	"routing_number_encrypted" text,
	"routing_last_four" text,
	"account_number_encrypted" text,
	"account_last_four" text,
	"email" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer
);
--> statement-breakpoint
ALTER TABLE "payout_changes" ADD CONSTRAINT "payout_changes_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_changes" ADD CONSTRAINT "payout_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_changes" ADD CONSTRAINT "payout_changes_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_changes_pending_key" ON "payout_changes" USING btree ("law_firm_id") WHERE "payout_changes"."applied_at" IS NULL AND "payout_changes"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payout_changes_firm_idx" ON "payout_changes" USING btree ("law_firm_id");