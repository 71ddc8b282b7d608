CREATE TABLE "notification_policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"law_firm_id" integer NOT NULL,
	"email_type" text NOT NULL,
	"states" text[] NOT NULL,
	"emails" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_policies_email_type" CHECK ("notification_policies"."email_type" IN ('*', 'make_offer', 'request_payment_details', 'request_settlement_agreement', 'new_message_from_consumer')),
	CONSTRAINT "notification_policies_states_present" CHECK (cardinality("notification_policies"."states") > 0),
	CONSTRAINT "notification_policies_emails_present" CHECK (cardinality("notification_policies"."emails") > 0)
);
--> statement-breakpoint
ALTER TABLE "notification_policies" ADD CONSTRAINT "notification_policies_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_policies" ADD CONSTRAINT "notification_policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_policies_firm_idx" ON "notification_policies" USING btree ("law_firm_id","email_type");