CREATE TABLE "court_closings" (
	"customer_document_id" integer PRIMARY KEY NOT NULL,
	"judgment_entered" boolean DEFAULT false NOT NULL,
	"filed_on" date,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "court_closings" ADD CONSTRAINT "court_closings_customer_document_id_customer_documents_id_fk" FOREIGN KEY ("customer_document_id") REFERENCES "public"."customer_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_closings" ADD CONSTRAINT "court_closings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;