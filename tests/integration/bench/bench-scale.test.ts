import { describe, expect, inject, it } from "vitest";
import { sql as dsql } from "drizzle-orm";
import postgres from "postgres";
import { db, sql } from "@/db/client";
import { listBusinessCustomers } from "@/lib/customers/list-business-customers";
import { checkCustomerBalances, checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import { listBusinessInvoices } from "@/lib/money/invoices/list-business-invoices";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { listVisits } from "@/lib/scheduling/visits/list-visits";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { parseRrule } from "@/lib/scheduling/recurrence/recurrence";
import { occurrencesBetween } from "@/lib/scheduling/recurrence/occurrences";
import { fromWallClock, toWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { explainPages, type Captured } from "@/scripts/bench-scale/explain-check";
import { generateScaleData } from "@/scripts/bench-scale/generate";

/**
 * `npm run bench:scale`'s generator and EXPLAIN check at a tiny size, on whichever engine the
 * integration run uses (PGlite on CI stage 1, loaded with INSERTs there; COPY on a Postgres
 * server): the load gives consistent data — the
 * ledger invariant holds, visits follow their series' rules, the activity table equals a
 * recount from the source rows — and the check passes the app's real page queries and fails
 * a query that is not bounded by business_id.
 */
describe("bench:scale generator and EXPLAIN check (tiny size)", () => {
  it("loads consistent data with COPY and judges the pages' plans", async () => {
    // Its own pool: the COPY path streams every table at once, one connection each.
    const loader = postgres(inject("databaseUrl"), { max: 20, onnotice: () => {} });
    const generated = await generateScaleData(loader, { businesses: 2, customers: 24, smallCustomers: 3, calendarVisits: 5 }, {
      passwordHash: "x",
      // PGlite's wire-protocol server does not take COPY … FROM STDIN; a Postgres server runs the bench's own COPY path.
      load: inject("databaseServerUrl") ? "copy" : "insert",
    });
    await loader.end();
    const { large } = generated;
    const byTable = Object.fromEntries(generated.tables.map((t) => [t.table, t.rows]));
    expect(byTable.businesses).toBe(4);
    expect(byTable.customers).toBe(24 * 2 + 3 + 5);
    const [{ n: jobs }] = await sql<{ n: number }[]>`
      select count(*)::int as n from jobs j join businesses b on b.id = j.business_id where b.portal_subdomain like 'scale-%'`;
    expect(jobs).toBe(byTable.jobs);

    // Money: every invoice's ledger balance and every customer's outstanding balance agree.
    expect(await checkLedgerInvariant(db, large)).toEqual([]);
    expect(await checkCustomerBalances(db, large)).toEqual([]);
    const [{ paid, payments }] = await sql<{ paid: number; payments: number }[]>`
      select count(*) filter (where status = 'paid')::int as paid, (select count(*)::int from payments where business_id = ${large.businessId}) as payments
      from invoices where business_id = ${large.businessId}`;
    expect(payments).toBe(paid);

    // Visits: exactly the occurrences of each series' rule, at its local start time, up to the horizon.
    const series = await sql<{ id: string; rrule: string; start_date: string; start_time: string; generated_until: string; time_zone: string }[]>`
      select id, rrule, start_date::text, start_time, generated_until::text, time_zone from job_series where business_id = ${large.businessId}`;
    expect(series).toHaveLength(24);
    for (const s of series.slice(0, 4)) {
      const visits = await sql<{ occurrence_date: string; scheduled_date: string | Date; status: string }[]>`
        select occurrence_date::text, scheduled_date, status from jobs where business_id = ${large.businessId} and series_id = ${s.id} order by occurrence_date`;
      expect(visits.map((v) => v.occurrence_date)).toEqual(occurrencesBetween(parseRrule(s.rrule), s.start_date, s.start_date, s.generated_until));
      for (const v of visits) expect(new Date(v.scheduled_date).toISOString()).toBe(fromWallClock(v.occurrence_date, s.start_time, s.time_zone).toISOString());
      const today = toWallClock(new Date(), s.time_zone).date;
      expect(visits.every((v) => (v.occurrence_date < today ? v.status === "completed" : v.status === "scheduled"))).toBe(true);
    }

    // The activity table the triggers would have kept, recounted here from the source rows.
    const kept = await db.execute<{ customer_id: string; month: string; bills: number; visits: number; payments: number; paid: number; prev_billed: boolean; first_billed: boolean }>(dsql`
      select customer_id, month::text, bills, visits, payments, paid_cents::int as paid, prev_billed, first_billed
      from customer_activity_months where business_id = ${large.businessId}::uuid order by customer_id, month`);
    const expected = new Map<string, { bills: number; visits: number; payments: number; paid: number }>();
    const add = (customer: string, month: string, d: Partial<{ bills: number; visits: number; payments: number; paid: number }>) => {
      const key = `${customer}|${month}`;
      const row = expected.get(key) ?? { bills: 0, visits: 0, payments: 0, paid: 0 };
      for (const [k, v] of Object.entries(d)) row[k as keyof typeof row] += v;
      expected.set(key, row);
    };
    for (const i of await sql<{ customer_id: string; invoice_date: string }[]>`select customer_id, invoice_date::text from invoices where business_id = ${large.businessId} and status not in ('draft', 'void')`) {
      add(i.customer_id, `${i.invoice_date.slice(0, 7)}-01`, { bills: 1 });
    }
    for (const j of await sql<{ customer_id: string; scheduled_date: string | Date }[]>`select customer_id, scheduled_date from jobs where business_id = ${large.businessId} and status = 'completed'`) {
      add(j.customer_id, `${toWallClock(new Date(j.scheduled_date), large.timeZone).date.slice(0, 7)}-01`, { visits: 1 });
    }
    for (const p of await sql<{ customer_id: string; paid_at: string | Date; amount_cents: string }[]>`
      select i.customer_id, p.paid_at, p.amount_cents from payments p join invoices i on i.business_id = p.business_id and i.id = p.invoice_id where p.business_id = ${large.businessId}`) {
      add(p.customer_id, `${toWallClock(new Date(p.paid_at), large.timeZone).date.slice(0, 7)}-01`, { payments: 1, paid: Number(p.amount_cents) });
    }
    expect(kept.length).toBeGreaterThan(24 * 12);
    expect(kept.map((r) => `${r.customer_id}|${r.month}`).sort()).toEqual([...expected.keys()].sort());
    for (const r of kept) {
      expect({ bills: r.bills, visits: r.visits, payments: r.payments, paid: r.paid }).toEqual(expected.get(`${r.customer_id}|${r.month}`));
      const previous = `${addDays(r.month, -1).slice(0, 7)}-01`;
      expect(r.prev_billed).toBe((expected.get(`${r.customer_id}|${previous}`)?.bills ?? 0) > 0);
      const firstBilled = kept.filter((k) => k.customer_id === r.customer_id && k.bills > 0).map((k) => k.month).sort()[0];
      expect(r.first_billed).toBe(r.month === firstBilled);
    }

    // The EXPLAIN check over the statements the app's real loaders send, with their parameters.
    const [customer] = await sql<{ id: string }[]>`select id from customers where business_id = ${large.businessId} and lower(email) = ${large.portalEmail}`;
    const scope = { businessId: large.businessId, customerId: customer.id };
    const captured: Captured[] = [];
    const options = (sql as unknown as { options: { debug: unknown } }).options;
    options.debug = (_connection: number, statement: string, parameters: unknown[]) => captured.push({ statement, parameters });
    try {
      await pageLoaders.dashboard(scope);
      await pageLoaders.quotes(scope);
      await pageLoaders.invoices(scope);
      await listBusinessCustomers(large, { sort: "name", dir: "asc", offset: 0, limit: 25 } as Parameters<typeof listBusinessCustomers>[1]);
      await listBusinessInvoices(large, { q: "", sort: "date", dir: "desc", offset: 0, limit: 25 } as Parameters<typeof listBusinessInvoices>[1]);
      await listVisits({ businessId: large.businessId, timeZone: large.timeZone }, { from: new Date(), to: new Date(Date.now() + 7 * 86_400_000) });
    } finally {
      options.debug = false;
    }
    expect(captured.length).toBeGreaterThanOrEqual(6);
    const findings = await explainPages(sql, [{ page: "app", statements: captured }]);
    expect(findings.length).toBeGreaterThan(5);
    expect(findings.filter((f) => !f.ok)).toEqual([]);
    expect(findings.map((f) => f.table)).toEqual(expect.arrayContaining(["jobs", "quotes", "invoices", "customers"]));

    const bad = await explainPages(sql, [{ page: "bad", statements: [{ statement: "select id from jobs where customer_id = $1", parameters: [customer.id] }] }]);
    expect(bad).toHaveLength(1);
    expect(bad[0]).toMatchObject({ table: "jobs", ok: false });
  }, 120_000);
});
