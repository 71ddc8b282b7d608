-- The editor now edits the case's generated Answer or letter; the old rows held edits of a generic template that never reached a download.
DELETE FROM "editor_documents";--> statement-breakpoint
ALTER TABLE "editor_documents" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "editor_documents" ADD COLUMN "document" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "editor_documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_intakes" ADD COLUMN "generated_document" jsonb;
