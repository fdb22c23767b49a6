CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('invoice_issued', 'payment', 'refund', 'credit', 'void')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_fk" FOREIGN KEY ("business_id","invoice_id") REFERENCES "public"."invoices"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_fk" FOREIGN KEY ("business_id","payment_id") REFERENCES "public"."payments"("business_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_business_invoice_idx" ON "ledger_entries" USING btree ("business_id","invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_business_customer_idx" ON "ledger_entries" USING btree ("business_id","customer_id","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amount_paid_check" CHECK ("invoices"."amount_paid_cents" >= 0 AND "invoices"."amount_paid_cents" <= "invoices"."amount_cents");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" IN ('draft', 'pending', 'paid', 'overdue', 'void'));--> statement-breakpoint
-- Custom SQL (issue 12): the ledger is append-only. UPDATE is always refused; DELETE only
-- passes when it is cascaded from deleting the business or the customer (Postgres runs those
-- as referential-integrity triggers, so pg_trigger_depth() > 1; see migration 0004).
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'Ledger entries are immutable' USING ERRCODE = 'P0001';
  END IF;
  IF pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'Ledger entries cannot be deleted' USING ERRCODE = 'P0001';
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- Backfill for databases with invoices from before the ledger: paid amounts from succeeded
-- payments (a paid invoice without payment rows counts as fully paid), one "invoice issued"
-- and one "payment" entry per invoice, and each customer's outstanding balance re-derived
-- from the ledger so the two agree from the start.
UPDATE invoices i SET amount_paid_cents = CASE
    WHEN i.status = 'paid' THEN i.amount_cents
    ELSE LEAST(i.amount_cents, COALESCE((SELECT sum(p.amount_cents) FROM payments p
      WHERE p.business_id = i.business_id AND p.invoice_id = i.id AND p.status = 'succeeded'), 0))
  END;
--> statement-breakpoint
INSERT INTO ledger_entries (business_id, customer_id, invoice_id, kind, amount_cents, memo, created_at)
  SELECT business_id, customer_id, id, 'invoice_issued', amount_cents, 'backfill', created_at
  FROM invoices WHERE status <> 'draft' AND amount_cents <> 0;
--> statement-breakpoint
INSERT INTO ledger_entries (business_id, customer_id, invoice_id, kind, amount_cents, memo, created_at)
  SELECT business_id, customer_id, id, 'payment', -amount_paid_cents, 'backfill', updated_at
  FROM invoices WHERE status <> 'draft' AND amount_paid_cents <> 0;
--> statement-breakpoint
UPDATE customers c SET outstanding_balance_cents = COALESCE((SELECT sum(l.amount_cents) FROM ledger_entries l
  WHERE l.business_id = c.business_id AND l.customer_id = c.id), 0);

