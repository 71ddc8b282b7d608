CREATE TABLE "settlement_rule_answers" (
	"offer_id" integer PRIMARY KEY NOT NULL,
	"customer_document_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"decision" text NOT NULL,
	"rule_name" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_rule_sets" (
	"law_firm_id" integer PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'off' NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_rule_answers" ADD CONSTRAINT "settlement_rule_answers_offer_id_historical_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."historical_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_rule_answers" ADD CONSTRAINT "settlement_rule_answers_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_rule_answers" ADD CONSTRAINT "settlement_rule_answers_event_id_negotiation_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."negotiation_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_rule_sets" ADD CONSTRAINT "settlement_rule_sets_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_rule_sets" ADD CONSTRAINT "settlement_rule_sets_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_rule_answers_event_idx" ON "settlement_rule_answers" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "settlement_rule_answers_document_idx" ON "settlement_rule_answers" USING btree ("customer_document_id");