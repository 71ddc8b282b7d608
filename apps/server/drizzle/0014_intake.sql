CREATE TABLE "case_intakes" (
	"customer_document_id" integer PRIMARY KEY NOT NULL,
	"phone_number" text,
	"consents_to_sms" boolean DEFAULT false NOT NULL,
	"lawyer_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"law_firm_name" text,
	"court_id" integer,
	"court_name" text,
	"court_street" text,
	"court_city" text,
	"court_state" text,
	"court_zip" text,
	"served_on" date,
	"defenses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"letter_kind" text,
	"details_confirmed_at" timestamp with time zone,
	"extraction_state" text,
	"extraction_error" text,
	"extracted_fields" jsonb,
	"document_state" text,
	"document_error" text,
	"generated_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_firm_directory" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_firm_directory_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"law_firm_id" integer,
	CONSTRAINT "collection_firm_directory_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "courts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"state" text NOT NULL,
	"name" text NOT NULL,
	"caption_name" text NOT NULL,
	"mailing_name" text NOT NULL,
	"mailing_street" text NOT NULL,
	"mailing_city" text NOT NULL,
	"mailing_zip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intake_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_document_id" integer,
	"user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"upload_token" text,
	"is_uploaded" boolean DEFAULT true NOT NULL,
	"from_camera" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plaintiff_directory" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plaintiff_directory_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "plaintiff_directory_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "walk_through_step_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "walk_through_step_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_document_id" integer NOT NULL,
	"step_name" text NOT NULL,
	"inputs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"encrypted_inputs" text,
	"errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_intakes" ADD CONSTRAINT "case_intakes_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_intakes" ADD CONSTRAINT "case_intakes_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_firm_directory" ADD CONSTRAINT "collection_firm_directory_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_files" ADD CONSTRAINT "intake_files_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_through_step_responses" ADD CONSTRAINT "walk_through_step_responses_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_firm_directory_trgm_idx" ON "collection_firm_directory" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "courts_state_name_idx" ON "courts" USING btree ("state","name");--> statement-breakpoint
CREATE INDEX "courts_name_trgm_idx" ON "courts" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "intake_files_document_idx" ON "intake_files" USING btree ("customer_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_files_upload_token_idx" ON "intake_files" USING btree ("upload_token");--> statement-breakpoint
CREATE INDEX "plaintiff_directory_trgm_idx" ON "plaintiff_directory" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "walk_through_step_responses_step_idx" ON "walk_through_step_responses" USING btree ("customer_document_id","step_name");