ALTER TABLE "case_intakes" ADD COLUMN "generated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_intakes" ADD COLUMN "generated_from" text;