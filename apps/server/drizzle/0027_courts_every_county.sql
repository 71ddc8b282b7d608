ALTER TABLE "courts" ALTER COLUMN "mailing_street" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "courts" ALTER COLUMN "mailing_city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "courts" ALTER COLUMN "mailing_zip" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "county" text;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "county_fips" text;--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "level_order" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "courts_county_fips_idx" ON "courts" USING btree ("county_fips");