CREATE TABLE "account_compliance_flags" (
	"customer_document_id" integer PRIMARY KEY NOT NULL,
	"disputed_at" timestamp with time zone,
	"dispute_verified_at" timestamp with time zone,
	"represented_by_attorney" boolean DEFAULT false NOT NULL,
	"cease_requested_at" timestamp with time zone,
	"validation_notice_at" timestamp with time zone,
	"limitations_start_date" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"sender_user_id" integer,
	"sender_side" text NOT NULL,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"violations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggested_rewrite" text,
	"created_at" timestamp with time zone NOT NULL,
	"scanned_at" timestamp with time zone,
	"deliver_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collector_attorneys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bar_number" text
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"law_firm_id" integer NOT NULL,
	"consumer_user_id" integer NOT NULL,
	"customer_document_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone,
	"firm_last_read_message_id" integer DEFAULT 0 NOT NULL,
	"consumer_last_read_message_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_compliance_flags" ADD CONSTRAINT "account_compliance_flags_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_attorneys" ADD CONSTRAINT "collector_attorneys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_consumer_user_id_users_id_fk" FOREIGN KEY ("consumer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_message_idx" ON "chat_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_held_idx" ON "chat_messages" USING btree ("deliver_at") WHERE "chat_messages"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_firm_consumer_document_key" ON "conversations" USING btree ("law_firm_id","consumer_user_id","customer_document_id");--> statement-breakpoint
CREATE INDEX "conversations_consumer_idx" ON "conversations" USING btree ("consumer_user_id");