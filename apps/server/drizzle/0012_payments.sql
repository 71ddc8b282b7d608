CREATE TABLE "autopay_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "autopay_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_document_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"law_firm_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"card" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"journal_id" integer NOT NULL,
	"account" text NOT NULL,
	"law_firm_id" integer,
	"customer_document_id" integer,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_journals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"law_firm_id" integer,
	"payment_id" integer,
	"payout_id" integer,
	"memo" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_document_id" integer NOT NULL,
	"law_firm_id" integer NOT NULL,
	"subscription_id" integer,
	"scheduled_charge_id" integer,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_payment_id" text,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"law_firm_id" integer NOT NULL,
	"method" text NOT NULL,
	"bank_account_id" integer,
	"destination" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"return_reason" text
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduled_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"customer_document_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"processing_since" timestamp with time zone,
	"last_error" text,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "autopay_subscriptions" ADD CONSTRAINT "autopay_subscriptions_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_subscriptions" ADD CONSTRAINT "autopay_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_subscriptions" ADD CONSTRAINT "autopay_subscriptions_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_autopay_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."autopay_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_scheduled_charge_id_scheduled_charges_id_fk" FOREIGN KEY ("scheduled_charge_id") REFERENCES "public"."scheduled_charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_firm_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."firm_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_charges" ADD CONSTRAINT "scheduled_charges_subscription_id_autopay_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."autopay_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_charges" ADD CONSTRAINT "scheduled_charges_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_subscriptions_document_key" ON "autopay_subscriptions" USING btree ("customer_document_id");--> statement-breakpoint
CREATE INDEX "autopay_subscriptions_user_idx" ON "autopay_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_document_idx" ON "ledger_entries" USING btree ("customer_document_id","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_firm_idx" ON "ledger_entries" USING btree ("law_firm_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_journals_idempotency_key" ON "ledger_journals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_journals_firm_idx" ON "ledger_journals" USING btree ("law_firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_document_idx" ON "payments" USING btree ("customer_document_id");--> statement-breakpoint
CREATE INDEX "payouts_firm_idx" ON "payouts" USING btree ("law_firm_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_charges_seq_key" ON "scheduled_charges" USING btree ("subscription_id","seq");--> statement-breakpoint
CREATE INDEX "scheduled_charges_due_idx" ON "scheduled_charges" USING btree ("status","next_attempt_at");