CREATE TABLE "law_firm_account_counts" (
	"law_firm_id" integer PRIMARY KEY NOT NULL,
	"active_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "law_firm_account_counts" ADD CONSTRAINT "law_firm_account_counts_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE cascade ON UPDATE no action;-- Each statement's net change per firm, read from its transition tables: one upsert per firm per statement.
--> statement-breakpoint
CREATE FUNCTION law_firm_account_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO law_firm_account_counts (law_firm_id, active_count)
  SELECT law_firm_id, sum(d) FROM (SELECT law_firm_id, 1 AS d FROM new_rows WHERE archived_by_law_firm_on IS NULL) changes
  WHERE law_firm_id IS NOT NULL GROUP BY law_firm_id HAVING sum(d) <> 0
  ON CONFLICT (law_firm_id) DO UPDATE SET active_count = law_firm_account_counts.active_count + EXCLUDED.active_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION law_firm_account_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO law_firm_account_counts (law_firm_id, active_count)
  SELECT law_firm_id, sum(d) FROM (SELECT law_firm_id, 1 AS d FROM new_rows WHERE archived_by_law_firm_on IS NULL UNION ALL SELECT law_firm_id, -1 AS d FROM old_rows WHERE archived_by_law_firm_on IS NULL) changes
  WHERE law_firm_id IS NOT NULL GROUP BY law_firm_id HAVING sum(d) <> 0
  ON CONFLICT (law_firm_id) DO UPDATE SET active_count = law_firm_account_counts.active_count + EXCLUDED.active_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION law_firm_account_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO law_firm_account_counts (law_firm_id, active_count)
  SELECT law_firm_id, sum(d) FROM (SELECT law_firm_id, -1 AS d FROM old_rows WHERE archived_by_law_firm_on IS NULL) changes
  WHERE law_firm_id IS NOT NULL GROUP BY law_firm_id HAVING sum(d) <> 0
  ON CONFLICT (law_firm_id) DO UPDATE SET active_count = law_firm_account_counts.active_count + EXCLUDED.active_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customer_documents_count_insert AFTER INSERT ON customer_documents REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION law_firm_account_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER customer_documents_count_update AFTER UPDATE ON customer_documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION law_firm_account_counts_on_update();
--> statement-breakpoint
CREATE TRIGGER customer_documents_count_delete AFTER DELETE ON customer_documents REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION law_firm_account_counts_on_delete();
--> statement-breakpoint
INSERT INTO law_firm_account_counts (law_firm_id, active_count)
SELECT law_firm_id, count(*) FROM customer_documents WHERE archived_by_law_firm_on IS NULL AND law_firm_id IS NOT NULL GROUP BY law_firm_id;
