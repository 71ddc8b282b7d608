CREATE TABLE "customer_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"law_firm_id" integer,
	"product" text NOT NULL,
	"customer_name" text NOT NULL,
	"email" text,
	"birthdate" date,
	"civil_number" text,
	"file_number" text,
	"lawsuit_state" text,
	"plaintiff_name" text,
	"lawsuit_amount_cents" bigint,
	"lawsuit_exists" boolean DEFAULT true NOT NULL,
	"mailing_street" text,
	"mailing_city" text,
	"mailing_state" text,
	"mailing_zip" text,
	"ssn_encrypted" text,
	"ssn_last_four" text,
	"hardship" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hardship_statement" text,
	"monthly_income_cents" bigint,
	"monthly_expenses_cents" bigint,
	"financial_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"plaid_verified" boolean DEFAULT false NOT NULL,
	"archived_by_law_firm_on" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"last_action_code" smallint,
	"last_action_at" timestamp with time zone,
	"latest_offer_id" integer,
	"offer_total_cents" bigint,
	"offer_payments" integer,
	"offer_tiers" integer,
	"offer_first_payment_date" date,
	"offer_percent" integer,
	"first_offer_at" timestamp with time zone,
	"firm_responded_at" timestamp with time zone,
	"payment_setup_at" timestamp with time zone,
	"last_payment_at" timestamp with time zone,
	"collected_cents" bigint DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(customer_name, '') || ' ' || coalesce(civil_number, '') || ' ' || coalesce(file_number, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "historical_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "historical_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_document_id" integer NOT NULL,
	"party" text NOT NULL,
	"total_amount_cents" bigint NOT NULL,
	"payments" integer NOT NULL,
	"first_payment_date" date,
	"phases" jsonb NOT NULL,
	"offer_index" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiation_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "negotiation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_document_id" integer NOT NULL,
	"party" text NOT NULL,
	"action" text NOT NULL,
	"disclosures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offer_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments_received" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_received_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_document_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historical_offers" ADD CONSTRAINT "historical_offers_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_events" ADD CONSTRAINT "negotiation_events_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_events" ADD CONSTRAINT "negotiation_events_offer_id_historical_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."historical_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments_received" ADD CONSTRAINT "payments_received_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_documents_firm_status_date_idx" ON "customer_documents" USING btree ("law_firm_id","last_action_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_documents_firm_status_idx" ON "customer_documents" USING btree ("law_firm_id","last_action_code","last_action_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_documents_user_idx" ON "customer_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customer_documents_search_idx" ON "customer_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "historical_offers_document_idx" ON "historical_offers" USING btree ("customer_document_id","created_at");--> statement-breakpoint
CREATE INDEX "negotiation_events_document_idx" ON "negotiation_events" USING btree ("customer_document_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_received_document_idx" ON "payments_received" USING btree ("customer_document_id");