CREATE TABLE "disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_document_id" integer NOT NULL,
	"kind" text NOT NULL,
	"scope" text,
	"amount_cents" bigint,
	"reason" text,
	"details" text,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by_user_id" integer,
	"report_filename" text,
	"report_content" "bytea",
	"verified_at" timestamp with time zone,
	"verified_by_user_id" integer,
	"verification_filename" text,
	"verification_content" "bytea"
);
--> statement-breakpoint
CREATE TABLE "esign_consents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "validation_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "validation_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_document_id" integer NOT NULL,
	"law_firm_id" integer NOT NULL,
	"itemization_kind" text NOT NULL,
	"itemization_date" date NOT NULL,
	"amount_on_date_cents" bigint NOT NULL,
	"interest_cents" bigint NOT NULL,
	"fees_cents" bigint NOT NULL,
	"payments_cents" bigint NOT NULL,
	"credits_cents" bigint NOT NULL,
	"current_amount_cents" bigint NOT NULL,
	"delivery_method" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"delivered_on" date NOT NULL,
	"received_on" date NOT NULL,
	"validation_period_end" date NOT NULL,
	CONSTRAINT "validation_notices_customer_document_id_unique" UNIQUE("customer_document_id")
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esign_consents" ADD CONSTRAINT "esign_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_notices" ADD CONSTRAINT "validation_notices_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validation_notices" ADD CONSTRAINT "validation_notices_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_document_idx" ON "disputes" USING btree ("customer_document_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_idx" ON "disputes" USING btree ("customer_document_id") WHERE "disputes"."verified_at" IS NULL;