CREATE TABLE "firm_account_facts" (
	"customer_document_id" integer PRIMARY KEY NOT NULL,
	"balance_cents" bigint NOT NULL,
	"plaintiff_name" text,
	"source" text NOT NULL,
	"confirmed_by_user_id" integer,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_account_facts" ADD CONSTRAINT "firm_account_facts_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_account_facts" ADD CONSTRAINT "firm_account_facts_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Accounts the firm imported before this migration: their balance and creditor are the firm's.
INSERT INTO "firm_account_facts" ("customer_document_id", "balance_cents", "plaintiff_name", "source", "confirmed_at")
SELECT d."id", d."lawsuit_amount_cents", d."plaintiff_name", 'import', now()
FROM "imported_accounts" ia JOIN "customer_documents" d ON d."id" = ia."customer_document_id"
WHERE d."lawsuit_amount_cents" IS NOT NULL;
