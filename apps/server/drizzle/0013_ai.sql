CREATE TABLE "editor_documents" (
	"customer_document_id" integer PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hardship_summaries" (
	"customer_document_id" integer PRIMARY KEY NOT NULL,
	"input_hash" text NOT NULL,
	"summary" text NOT NULL,
	"provider" text NOT NULL,
	"generated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_completions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pilot_completions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"user_request" text NOT NULL,
	"assistant_response" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"rating" smallint DEFAULT 0 NOT NULL,
	"persona_id" text,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intent" text,
	"provider" text NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pilot_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pilot_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"signed_id" text NOT NULL,
	"client_id" text,
	"thread_id" integer,
	"completion_id" integer,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_function_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pilot_function_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"completion_id" integer NOT NULL,
	"function_name" text NOT NULL,
	"arguments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text NOT NULL,
	"result" jsonb,
	"error_message" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pilot_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"thread_key" text NOT NULL,
	"agent_key" text DEFAULT 'ask_solo' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editor_documents" ADD CONSTRAINT "editor_documents_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_summaries" ADD CONSTRAINT "hardship_summaries_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_completions" ADD CONSTRAINT "pilot_completions_thread_id_pilot_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."pilot_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_files" ADD CONSTRAINT "pilot_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_files" ADD CONSTRAINT "pilot_files_thread_id_pilot_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."pilot_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_files" ADD CONSTRAINT "pilot_files_completion_id_pilot_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."pilot_completions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_function_calls" ADD CONSTRAINT "pilot_function_calls_completion_id_pilot_completions_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."pilot_completions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_threads" ADD CONSTRAINT "pilot_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pilot_completions_thread_idx" ON "pilot_completions" USING btree ("thread_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_files_signed_id_key" ON "pilot_files" USING btree ("signed_id");--> statement-breakpoint
CREATE INDEX "pilot_files_completion_idx" ON "pilot_files" USING btree ("completion_id");--> statement-breakpoint
CREATE INDEX "pilot_function_calls_completion_idx" ON "pilot_function_calls" USING btree ("completion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_threads_key" ON "pilot_threads" USING btree ("thread_key");--> statement-breakpoint
CREATE INDEX "pilot_threads_user_idx" ON "pilot_threads" USING btree ("user_id","id");