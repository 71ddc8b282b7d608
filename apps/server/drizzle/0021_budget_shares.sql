CREATE TABLE "budget_shares" (
	"customer_document_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"income_band" text,
	"expense_band" text,
	"shared_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_shares" ADD CONSTRAINT "budget_shares_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_shares" ADD CONSTRAINT "budget_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;