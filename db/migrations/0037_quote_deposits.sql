ALTER TABLE "payments" ALTER COLUMN "invoice_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_percent_bps" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_fk" FOREIGN KEY ("business_id","quote_id") REFERENCES "public"."quotes"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_business_quote_idx" ON "payments" USING btree ("business_id","quote_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_document_check" CHECK ("payments"."invoice_id" IS NOT NULL OR "payments"."quote_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_check" CHECK ("quotes"."deposit_amount_cents" IS NULL OR "quotes"."deposit_percent_bps" IS NULL);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_amount_check" CHECK ("quotes"."deposit_amount_cents" IS NULL OR "quotes"."deposit_amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_deposit_percent_check" CHECK ("quotes"."deposit_percent_bps" IS NULL OR ("quotes"."deposit_percent_bps" > 0 AND "quotes"."deposit_percent_bps" <= 10000));