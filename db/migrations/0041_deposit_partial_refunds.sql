ALTER TABLE "payments" ADD COLUMN "refunded_before_invoice_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A deposit refunded before any invoice (migration 0040) was refunded whole.
UPDATE "payments" SET "refunded_before_invoice_cents" = "amount_cents" WHERE "status" = 'refunded' AND "refunded_at" IS NOT NULL AND "invoice_id" IS NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_before_invoice_check" CHECK ("payments"."refunded_before_invoice_cents" BETWEEN 0 AND "payments"."amount_cents");