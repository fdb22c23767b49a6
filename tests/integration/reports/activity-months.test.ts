import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createBusiness, createCustomer, createInvoice } from "../../support/portal-fixtures";

/**
 * `customer_activity_months` is kept by triggers (migration 0020_report_activity) and read by
 * the revenue and retention reports. Whatever is written to invoices, visits, payments and the
 * business's time zone, the table must equal a recount from those rows — including the
 * prev_billed / first_billed flags that churn and "new" are counted from.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;

type Row = { customer_id: string; month: string; bills: number; invoiced: number; visits: number; payments: number; paid: number; prev_billed: boolean; first_billed: boolean };

/** The table as kept, rows with nothing in them left out (a month can empty out). */
async function kept(businessId: string): Promise<Row[]> {
  return (await db.execute<Row>(sql`
    select customer_id, to_char(month, 'YYYY-MM') as month, bills, invoiced_cents::int as invoiced, visits, payments, paid_cents::int as paid, prev_billed, first_billed
    from customer_activity_months
    where business_id = ${businessId}::uuid and (bills <> 0 or invoiced_cents <> 0 or visits <> 0 or payments <> 0 or paid_cents <> 0)
    order by customer_id, month`)).map(normalise);
}

/** The oracle: the same figures counted from scratch from the source rows. */
async function recounted(businessId: string): Promise<Row[]> {
  return (await db.execute<Row>(sql`
    with bills as (
      select customer_id, date_trunc('month', invoice_date)::date as m, count(*) as n, sum(amount_cents) as c
      from invoices where business_id = ${businessId}::uuid and status not in ('draft', 'void') group by 1, 2
    ), visits as (
      select j.customer_id, date_trunc('month', j.scheduled_date at time zone b.timezone)::date as m, count(*) as n
      from jobs j join businesses b on b.id = j.business_id
      where j.business_id = ${businessId}::uuid and j.status = 'completed' group by 1, 2
    ), pays as (
      select i.customer_id, date_trunc('month', coalesce(p.paid_at, p.created_at) at time zone b.timezone)::date as m, count(*) as n, sum(p.amount_cents) as c
      from payments p join invoices i on i.id = p.invoice_id join businesses b on b.id = p.business_id
      where p.business_id = ${businessId}::uuid and p.status = 'succeeded' group by 1, 2
    ), keys as (
      select customer_id, m from bills union select customer_id, m from visits union select customer_id, m from pays
    )
    select k.customer_id, to_char(k.m, 'YYYY-MM') as month,
      coalesce(bills.n, 0)::int as bills, coalesce(bills.c, 0)::int as invoiced, coalesce(visits.n, 0)::int as visits,
      coalesce(pays.n, 0)::int as payments, coalesce(pays.c, 0)::int as paid,
      exists (select 1 from bills p where p.customer_id = k.customer_id and p.m = (k.m - interval '1 month')::date) as prev_billed,
      k.m is not distinct from (select min(f.m) from bills f where f.customer_id = k.customer_id) as first_billed
    from keys k
    left join bills on bills.customer_id = k.customer_id and bills.m = k.m
    left join visits on visits.customer_id = k.customer_id and visits.m = k.m
    left join pays on pays.customer_id = k.customer_id and pays.m = k.m
    order by k.customer_id, k.m`)).map(normalise);
}

const normalise = (r: Row): Row => ({ ...r, bills: Number(r.bills), invoiced: Number(r.invoiced), visits: Number(r.visits), payments: Number(r.payments), paid: Number(r.paid) });

let biz: Biz;
let other: Biz;

beforeAll(async () => {
  biz = await createBusiness(db, { timezone: "America/New_York" });
  other = await createBusiness(db, { timezone: "America/New_York" });
});

describe("customer activity months", () => {
  it("counts an issued invoice, moves it with its date and drops it when voided", async () => {
    const c = await createCustomer(db, biz.id);
    const invoice = await createInvoice(db, { businessId: biz.id, customerId: c.id }, { status: "draft", invoiceDate: "2026-03-10", amountCents: 5_000 });
    const mine = async () => (await kept(biz.id)).filter((r) => r.customer_id === c.id).map((r) => [r.month, r.bills, r.invoiced, r.first_billed]);
    expect(await mine()).toEqual([]);
    await db.update(s.invoices).set({ status: "pending" }).where(eq(s.invoices.id, invoice.id));
    expect(await mine()).toEqual([["2026-03", 1, 5_000, true]]);
    await db.update(s.invoices).set({ invoiceDate: "2026-04-02", amountCents: 6_000 }).where(eq(s.invoices.id, invoice.id));
    expect(await mine()).toEqual([["2026-04", 1, 6_000, true]]);
    await db.update(s.invoices).set({ status: "void" }).where(eq(s.invoices.id, invoice.id));
    expect(await mine()).toEqual([]);
  });

  it("equals a recount from scratch after a long random sequence of writes, and another business's writes never reach it", async () => {
    // A small seeded generator (as the ledger's property test): reproducible runs.
    let state = 4242;
    const random = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((state / 2 ** 31) * n); // the high bits: an LCG's low bits repeat quickly
    };
    const day = () => `2026-0${1 + random(6)}-${String(1 + random(28)).padStart(2, "0")}`;
    // Late evening in New York is already the next day (and at a month's end, the next month) in UTC.
    const instant = () => new Date(`${day()}T${String(random(24)).padStart(2, "0")}:30:00Z`);
    const customers = [await createCustomer(db, biz.id), await createCustomer(db, biz.id), await createCustomer(db, biz.id)];
    const foreigner = await createCustomer(db, other.id);
    const invoices: string[] = [];
    const jobs: string[] = [];
    const payments: string[] = [];
    const invoiceStatuses = ["draft", "pending", "paid", "overdue", "void"] as const;
    const jobStatuses = ["scheduled", "in_progress", "completed", "cancelled", "skipped"] as const;
    const paymentStatuses = ["pending", "succeeded", "failed", "refunded"] as const;
    const pick = <T>(list: readonly T[]) => list[random(list.length)];

    for (let step = 0; step < 160; step++) {
      const customer = pick(customers);
      const move = random(11);
      if (move === 0 || invoices.length === 0) {
        const created = await createInvoice(db, { businessId: biz.id, customerId: customer.id }, { status: pick(invoiceStatuses), invoiceDate: day(), amountCents: 100 + random(9_000) });
        invoices.push(created.id);
        // The same write in another business: must never change this business's rows.
        await createInvoice(db, { businessId: other.id, customerId: foreigner.id }, { status: "paid", invoiceDate: day(), amountCents: 777 });
      } else if (move === 1) {
        await db.update(s.invoices).set({ status: pick(invoiceStatuses) }).where(eq(s.invoices.id, pick(invoices)));
      } else if (move === 2) {
        await db.update(s.invoices).set({ invoiceDate: day(), amountCents: 100 + random(9_000) }).where(eq(s.invoices.id, pick(invoices)));
      } else if (move === 3) {
        const [job] = await db.insert(s.jobs).values({ businessId: biz.id, customerId: customer.id, scheduledDate: instant(), status: pick(jobStatuses), durationMinutes: 60 }).returning();
        jobs.push(job.id);
      } else if (move === 4 && jobs.length > 0) {
        await db.update(s.jobs).set({ status: pick(jobStatuses) }).where(eq(s.jobs.id, pick(jobs)));
      } else if (move === 5 && jobs.length > 0) {
        await db.update(s.jobs).set({ scheduledDate: instant() }).where(eq(s.jobs.id, pick(jobs)));
      } else if (move === 6 && jobs.length > 0) {
        await db.delete(s.jobs).where(eq(s.jobs.id, jobs.splice(random(jobs.length), 1)[0]));
      } else if (move === 7) {
        const [payment] = await db.insert(s.payments).values({ businessId: biz.id, invoiceId: pick(invoices), amountCents: 1 + random(5_000), status: pick(paymentStatuses), paidAt: instant() }).returning();
        payments.push(payment.id);
      } else if (move === 8 && payments.length > 0) {
        await db.update(s.payments).set({ status: pick(paymentStatuses), paidAt: random(2) ? instant() : null }).where(eq(s.payments.id, pick(payments)));
      } else if (move === 9 && payments.length > 0) {
        await db.delete(s.payments).where(eq(s.payments.id, payments.splice(random(payments.length), 1)[0]));
      } else if (move === 10) {
        await db.update(s.businesses).set({ timezone: pick(["America/New_York", "UTC", "Asia/Tokyo"]) }).where(eq(s.businesses.id, biz.id));
      }
      if (step % 20 === 19) expect(await kept(biz.id)).toEqual(await recounted(biz.id));
    }
    expect((await kept(biz.id)).length).toBeGreaterThan(4);
    expect(await kept(biz.id)).toEqual(await recounted(biz.id));
    expect(await kept(other.id)).toEqual(await recounted(other.id));
  });

  it("goes away with its customer, and a business's deletion cascades through it", async () => {
    const b = await createBusiness(db);
    const c = await createCustomer(db, b.id);
    const invoice = await createInvoice(db, { businessId: b.id, customerId: c.id }, { status: "paid", invoiceDate: "2026-05-05", amountCents: 2_000 });
    await db.insert(s.payments).values({ businessId: b.id, invoiceId: invoice.id, amountCents: 2_000, status: "succeeded", paidAt: new Date("2026-05-06T12:00:00Z") });
    await db.insert(s.jobs).values({ businessId: b.id, customerId: c.id, scheduledDate: new Date("2026-05-04T14:00:00Z"), status: "completed", durationMinutes: 30 });
    expect(await kept(b.id)).toHaveLength(1);
    await db.delete(s.customers).where(eq(s.customers.id, c.id));
    expect(await kept(b.id)).toEqual([]);
    await db.delete(s.businesses).where(eq(s.businesses.id, b.id));
  });
});
