CREATE TABLE "customer_activity_months" (
	"business_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"month" date NOT NULL,
	"bills" integer DEFAULT 0 NOT NULL,
	"invoiced_cents" bigint DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"prev_billed" boolean DEFAULT false NOT NULL,
	"first_billed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customer_activity_months_pkey" PRIMARY KEY("business_id","customer_id","month")
);
--> statement-breakpoint
ALTER TABLE "customer_activity_months" ADD CONSTRAINT "customer_activity_months_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_activity_months" ADD CONSTRAINT "customer_activity_months_customer_fk" FOREIGN KEY ("business_id","customer_id") REFERENCES "public"."customers"("business_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_activity_months_business_month_idx" ON "customer_activity_months" USING btree ("business_id","month");--> statement-breakpoint
-- Custom SQL (issue 13): customer_activity_months is kept by these triggers, so every code path
-- that writes an invoice, a visit, a payment or a business's time zone keeps the reports' rows
-- true in the same transaction. See docs/decisions/reports-activity-months.md.
--
-- report_activity_add adds (or, with negative deltas, removes) one source row's share to a
-- customer's month. Removals only UPDATE: a removal reached through a cascading delete of the
-- customer or business must never insert a row for what is being deleted.
CREATE OR REPLACE FUNCTION report_activity_add(p_business uuid, p_customer uuid, p_month date,
  d_bills integer, d_invoiced bigint, d_visits integer, d_payments integer, d_paid bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  now_bills integer;
BEGIN
  IF p_business IS NULL OR p_customer IS NULL OR p_month IS NULL THEN
    RETURN;
  END IF;
  IF d_bills >= 0 AND d_invoiced >= 0 AND d_visits >= 0 AND d_payments >= 0 AND d_paid >= 0 THEN
    INSERT INTO customer_activity_months AS a (business_id, customer_id, month, bills, invoiced_cents, visits, payments, paid_cents, prev_billed)
    VALUES (p_business, p_customer, p_month, d_bills, d_invoiced, d_visits, d_payments, d_paid,
      coalesce((SELECT p.bills > 0 FROM customer_activity_months p
                WHERE p.business_id = p_business AND p.customer_id = p_customer AND p.month = (p_month - interval '1 month')::date), false))
    ON CONFLICT (business_id, customer_id, month) DO UPDATE SET
      bills = a.bills + d_bills, invoiced_cents = a.invoiced_cents + d_invoiced, visits = a.visits + d_visits,
      payments = a.payments + d_payments, paid_cents = a.paid_cents + d_paid
    RETURNING a.bills INTO now_bills;
  ELSE
    UPDATE customer_activity_months a SET
      bills = greatest(a.bills + d_bills, 0), invoiced_cents = a.invoiced_cents + d_invoiced,
      visits = greatest(a.visits + d_visits, 0), payments = greatest(a.payments + d_payments, 0), paid_cents = a.paid_cents + d_paid
    WHERE a.business_id = p_business AND a.customer_id = p_customer AND a.month = p_month
    RETURNING a.bills INTO now_bills;
    IF NOT FOUND THEN
      RETURN;
    END IF;
  END IF;
  IF d_bills <> 0 AND (now_bills > 0) <> (now_bills - d_bills > 0) THEN
    PERFORM report_activity_billed_changed(p_business, p_customer, p_month);
  END IF;
END
$$;
--> statement-breakpoint
-- A customer's month went from billed to not billed or back: the next month's prev_billed and
-- the customer's first billed month follow, recomputed from the rows themselves.
CREATE OR REPLACE FUNCTION report_activity_billed_changed(p_business uuid, p_customer uuid, p_month date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_activity_months n SET prev_billed = EXISTS (
      SELECT 1 FROM customer_activity_months p
      WHERE p.business_id = p_business AND p.customer_id = p_customer AND p.month = p_month AND p.bills > 0)
  WHERE n.business_id = p_business AND n.customer_id = p_customer AND n.month = (p_month + interval '1 month')::date;
  UPDATE customer_activity_months a SET first_billed = (a.month IS NOT DISTINCT FROM f.first)
  FROM (SELECT min(m.month) AS first FROM customer_activity_months m
        WHERE m.business_id = p_business AND m.customer_id = p_customer AND m.bills > 0) f
  WHERE a.business_id = p_business AND a.customer_id = p_customer
    AND a.first_billed <> (a.month IS NOT DISTINCT FROM f.first);
END
$$;
--> statement-breakpoint
-- Invoices count from the moment they are issued (not drafts) until voided, by invoice date.
CREATE OR REPLACE FUNCTION invoices_report_activity() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := false;
  new_counts boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_counts := OLD.status NOT IN ('draft', 'void');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_counts := NEW.status NOT IN ('draft', 'void');
  END IF;
  IF TG_OP = 'UPDATE' AND old_counts = new_counts AND OLD.customer_id = NEW.customer_id
     AND OLD.invoice_date = NEW.invoice_date AND OLD.amount_cents = NEW.amount_cents THEN
    RETURN NULL;
  END IF;
  IF old_counts THEN
    PERFORM report_activity_add(OLD.business_id, OLD.customer_id, date_trunc('month', OLD.invoice_date)::date, -1, -OLD.amount_cents, 0, 0, 0);
  END IF;
  IF new_counts THEN
    PERFORM report_activity_add(NEW.business_id, NEW.customer_id, date_trunc('month', NEW.invoice_date)::date, 1, NEW.amount_cents, 0, 0, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_report_activity AFTER INSERT OR DELETE OR UPDATE OF status, customer_id, invoice_date, amount_cents ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_report_activity();
--> statement-breakpoint
-- Completed visits, by their scheduled month in the business's time zone.
CREATE OR REPLACE FUNCTION jobs_report_activity() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := false;
  new_counts boolean := false;
  zone text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_counts := OLD.status = 'completed';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_counts := NEW.status = 'completed';
  END IF;
  IF NOT (old_counts OR new_counts) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND old_counts = new_counts AND OLD.customer_id = NEW.customer_id AND OLD.scheduled_date = NEW.scheduled_date THEN
    RETURN NULL;
  END IF;
  IF old_counts THEN
    SELECT timezone INTO zone FROM businesses WHERE id = OLD.business_id;
    PERFORM report_activity_add(OLD.business_id, OLD.customer_id, date_trunc('month', OLD.scheduled_date AT TIME ZONE zone)::date, 0, 0, -1, 0, 0);
  END IF;
  IF new_counts THEN
    SELECT timezone INTO zone FROM businesses WHERE id = NEW.business_id;
    PERFORM report_activity_add(NEW.business_id, NEW.customer_id, date_trunc('month', NEW.scheduled_date AT TIME ZONE zone)::date, 0, 0, 1, 0, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_report_activity AFTER INSERT OR DELETE OR UPDATE OF status, customer_id, scheduled_date ON jobs
  FOR EACH ROW EXECUTE FUNCTION jobs_report_activity();
--> statement-breakpoint
-- Succeeded payments, by the month they were paid in the business's time zone, on the
-- customer of their invoice (an invoice whose row is already gone — a cascading delete — is skipped).
CREATE OR REPLACE FUNCTION payments_report_activity() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean := false;
  new_counts boolean := false;
  zone text;
  payer uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_counts := OLD.status = 'succeeded';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_counts := NEW.status = 'succeeded';
  END IF;
  IF NOT (old_counts OR new_counts) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND old_counts = new_counts AND OLD.invoice_id = NEW.invoice_id AND OLD.amount_cents = NEW.amount_cents
     AND coalesce(OLD.paid_at, OLD.created_at) = coalesce(NEW.paid_at, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF old_counts THEN
    SELECT b.timezone, i.customer_id INTO zone, payer FROM invoices i JOIN businesses b ON b.id = i.business_id
      WHERE i.business_id = OLD.business_id AND i.id = OLD.invoice_id;
    PERFORM report_activity_add(OLD.business_id, payer, date_trunc('month', coalesce(OLD.paid_at, OLD.created_at) AT TIME ZONE zone)::date, 0, 0, 0, -1, -OLD.amount_cents);
  END IF;
  IF new_counts THEN
    SELECT b.timezone, i.customer_id INTO zone, payer FROM invoices i JOIN businesses b ON b.id = i.business_id
      WHERE i.business_id = NEW.business_id AND i.id = NEW.invoice_id;
    PERFORM report_activity_add(NEW.business_id, payer, date_trunc('month', coalesce(NEW.paid_at, NEW.created_at) AT TIME ZONE zone)::date, 0, 0, 0, 1, NEW.amount_cents);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_report_activity AFTER INSERT OR DELETE OR UPDATE OF status, invoice_id, amount_cents, paid_at ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_report_activity();
--> statement-breakpoint
-- Visits and payments are counted in the business's months: a new time zone recounts them.
CREATE OR REPLACE FUNCTION report_activity_recount_zoned(p_business uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customer_activity_months SET visits = 0, payments = 0, paid_cents = 0
    WHERE business_id = p_business AND (visits <> 0 OR payments <> 0 OR paid_cents <> 0);
  INSERT INTO customer_activity_months AS a (business_id, customer_id, month, visits, prev_billed)
    SELECT v.business_id, v.customer_id, v.month, v.n,
      coalesce((SELECT p.bills > 0 FROM customer_activity_months p
                WHERE p.business_id = v.business_id AND p.customer_id = v.customer_id AND p.month = (v.month - interval '1 month')::date), false)
    FROM (SELECT j.business_id, j.customer_id, date_trunc('month', j.scheduled_date AT TIME ZONE b.timezone)::date AS month, count(*)::int AS n
          FROM jobs j JOIN businesses b ON b.id = j.business_id
          WHERE j.business_id = p_business AND j.status = 'completed' GROUP BY 1, 2, 3) v
    ON CONFLICT (business_id, customer_id, month) DO UPDATE SET visits = excluded.visits;
  INSERT INTO customer_activity_months AS a (business_id, customer_id, month, payments, paid_cents, prev_billed)
    SELECT v.business_id, v.customer_id, v.month, v.n, v.cents,
      coalesce((SELECT p.bills > 0 FROM customer_activity_months p
                WHERE p.business_id = v.business_id AND p.customer_id = v.customer_id AND p.month = (v.month - interval '1 month')::date), false)
    FROM (SELECT p.business_id, i.customer_id, date_trunc('month', coalesce(p.paid_at, p.created_at) AT TIME ZONE b.timezone)::date AS month,
                 count(*)::int AS n, sum(p.amount_cents)::bigint AS cents
          FROM payments p JOIN invoices i ON i.business_id = p.business_id AND i.id = p.invoice_id JOIN businesses b ON b.id = p.business_id
          WHERE p.business_id = p_business AND p.status = 'succeeded' GROUP BY 1, 2, 3) v
    ON CONFLICT (business_id, customer_id, month) DO UPDATE SET payments = excluded.payments, paid_cents = excluded.paid_cents;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION businesses_report_activity_zone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_activity_recount_zoned(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_report_activity_zone AFTER UPDATE OF timezone ON businesses
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION businesses_report_activity_zone();
--> statement-breakpoint
-- What is already there: bills first, then every business's visits and payments, then the flags.
INSERT INTO customer_activity_months (business_id, customer_id, month, bills, invoiced_cents)
  SELECT business_id, customer_id, date_trunc('month', invoice_date)::date, count(*)::int, sum(amount_cents)::bigint
  FROM invoices WHERE status NOT IN ('draft', 'void') GROUP BY 1, 2, 3;
--> statement-breakpoint
SELECT report_activity_recount_zoned(id) FROM businesses;
--> statement-breakpoint
UPDATE customer_activity_months a SET prev_billed = true
  FROM customer_activity_months p
  WHERE p.business_id = a.business_id AND p.customer_id = a.customer_id
    AND p.month = (a.month - interval '1 month')::date AND p.bills > 0;
--> statement-breakpoint
UPDATE customer_activity_months a SET first_billed = true
  FROM (SELECT business_id, customer_id, min(month) AS first FROM customer_activity_months WHERE bills > 0 GROUP BY 1, 2) f
  WHERE a.business_id = f.business_id AND a.customer_id = f.customer_id AND a.month = f.first;
