CREATE TABLE "quote_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"job_series_id" uuid,
	"contract_id" uuid,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_conversions_kind_check" CHECK ("quote_conversions"."kind" IN ('job', 'contract', 'invoice')),
	CONSTRAINT "quote_conversions_target_check" CHECK (("quote_conversions"."kind" = 'job') = ("quote_conversions"."job_series_id" IS NOT NULL) AND ("quote_conversions"."kind" = 'contract') = ("quote_conversions"."contract_id" IS NOT NULL) AND ("quote_conversions"."kind" = 'invoice') = ("quote_conversions"."invoice_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "quote_conversions" ADD CONSTRAINT "quote_conversions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_conversions" ADD CONSTRAINT "quote_conversions_quote_fk" FOREIGN KEY ("business_id","quote_id") REFERENCES "public"."quotes"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_conversions" ADD CONSTRAINT "quote_conversions_job_series_fk" FOREIGN KEY ("business_id","job_series_id") REFERENCES "public"."job_series"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_conversions" ADD CONSTRAINT "quote_conversions_contract_fk" FOREIGN KEY ("business_id","contract_id") REFERENCES "public"."contracts"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_conversions" ADD CONSTRAINT "quote_conversions_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_conversions_quote_kind_key" ON "quote_conversions" USING btree ("quote_id","kind");--> statement-breakpoint
-- hand-written: the page cache's data version follows this table too (migration 0029).
SELECT attach_business_data_trigger('quote_conversions');
