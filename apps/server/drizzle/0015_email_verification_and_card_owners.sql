CREATE TABLE "payment_customers" (
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
ALTER TABLE "blog_comment_reports" ADD COLUMN "reporter_mailbox" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_comment_reports_mailbox_key" ON "blog_comment_reports" USING btree ("comment_id","reporter_mailbox");--> statement-breakpoint
-- Accounts that existed before verification: collectors proved their address with the invite
-- link; consumers who already hold a case keep paying and talking to their firm. Others confirm.
UPDATE "users" SET "email_verified_at" = now() WHERE "kind" = 'collector' OR "id" IN (SELECT "user_id" FROM "customer_documents" WHERE "user_id" IS NOT NULL);
