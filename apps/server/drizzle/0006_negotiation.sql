CREATE TABLE "account_payment_details" (
	"customer_document_id" integer PRIMARY KEY NOT NULL,
	"payee" text NOT NULL,
	"recipient" text NOT NULL,
	"mailing_address" text NOT NULL,
	"sent_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_document_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"disclosures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"signed_content" "bytea",
	"signed_at" timestamp with time zone,
	"signer_user_id" integer,
	"signer_name" text,
	"signer_ip" text,
	"signer_user_agent" text,
	"consent_text" text
);
--> statement-breakpoint
ALTER TABLE "customer_documents" ADD COLUMN "pending_law_firm_name" text;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD COLUMN "pending_lawyer_email" text;--> statement-breakpoint
ALTER TABLE "historical_offers" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "account_payment_details" ADD CONSTRAINT "account_payment_details_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_payment_details" ADD CONSTRAINT "account_payment_details_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_agreements" ADD CONSTRAINT "settlement_agreements_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_agreements" ADD CONSTRAINT "settlement_agreements_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_agreements" ADD CONSTRAINT "settlement_agreements_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_agreements_document_idx" ON "settlement_agreements" USING btree ("customer_document_id");--> statement-breakpoint
CREATE INDEX "settlement_agreements_signer_idx" ON "settlement_agreements" USING btree ("signer_user_id");--> statement-breakpoint
CREATE INDEX "historical_offers_event_idx" ON "historical_offers" USING btree ("event_id");