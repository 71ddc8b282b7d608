ALTER TABLE "audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "law_firm_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
CREATE INDEX "audit_log_firm_at_idx" ON "audit_log" USING btree ("law_firm_id","at");--> statement-breakpoint
-- Entries written before these columns existed get their firm and email from the actor's row.
UPDATE "audit_log" a SET "law_firm_id" = u."law_firm_id", "actor_email" = u."email" FROM "users" u WHERE u."id" = a."actor_user_id";--> statement-breakpoint
UPDATE "audit_log" SET "law_firm_id" = ("details"->>'law_firm_id')::integer WHERE "law_firm_id" IS NULL AND "details" ? 'law_firm_id';--> statement-breakpoint
-- Append-only (GLBA Safeguards Rule, 16 CFR 314.4(c)(8)): no role, the owner included, may rewrite the log.
-- Only ALTER TABLE ... DISABLE TRIGGER (the table's owner or a superuser) gets around it: run the app as a
-- non-owner role in production (docs/operating/audit-log.md).
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
-- No REVOKE here: PostgreSQL grants PUBLIC nothing on a table, and the owner's rights cannot be taken
-- by REVOKE; the non-owner app role and its INSERT/SELECT-only grant are in docs/operating/audit-log.md.
