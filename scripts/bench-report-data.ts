/**
 * The reports' bench data (issue 13: "under 300 ms p50 with 1,000 customers and 3 years of
 * invoices"): one extra business with 1,000 customers, an invoice per customer and month for
 * 36 months (most paid with a payment, the latest ones pending or overdue), a recurring job per
 * customer started over those three years and its visits every two weeks (completed, with
 * time on site), and an API key holding view_reports. Written with set-based SQL straight into
 * the bench's own database, so it takes seconds; only for a Postgres server (DATABASE_URL).
 */
import postgres from "postgres";
import { generateToken, hashToken } from "../lib/security/tokens";

export const BENCH_CUSTOMERS = 1_000;
export const BENCH_MONTHS = 36;

export async function seedReportBenchData(databaseUrl: string): Promise<{ apiKey: string; businessId: string }> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const apiKey = `sl_${generateToken()}`;
  try {
    return await sql.begin(async (tx) => {
      const [owner] = await tx`insert into users (email, user_type, first_name, last_name) values ('bench-reports-owner@example.test', 'business_owner', 'Bench', 'Owner') returning id`;
      const [business] = await tx`
        insert into businesses (company_name, portal_subdomain, owner_user_id, timezone)
        values ('Bench Reports Co', 'bench-reports', ${owner.id}, 'America/New_York') returning id`;
      const businessId = business.id as string;
      const [member] = await tx`insert into business_members (business_id, user_id, role) values (${businessId}, ${owner.id}, 'owner') returning id`;
      const [service] = await tx`insert into services (business_id, name, price_cents) values (${businessId}, 'Bench Mowing', 4500) returning id`;
      await tx`
        insert into customers (business_id, first_name, last_name, email)
        select ${businessId}, 'Bench', 'Customer ' || n, 'bench-' || n || '@example.test' from generate_series(1, ${BENCH_CUSTOMERS}) n`;
      // One invoice per customer and month: paid (with its payment) but the last two months.
      await tx`
        insert into invoices (business_id, customer_id, invoice_number, status, subtotal_cents, amount_cents, amount_paid_cents, invoice_date, due_date)
        select ${businessId}, c.id, 'B-' || row_number() over (), case when m.k >= ${BENCH_MONTHS - 2} then (case when c.n % 3 = 0 then 'overdue' else 'pending' end) else 'paid' end,
               4500 + (c.n % 7) * 500, 4500 + (c.n % 7) * 500, case when m.k >= ${BENCH_MONTHS - 2} then 0 else 4500 + (c.n % 7) * 500 end,
               (date_trunc('month', now()) - make_interval(months => ${BENCH_MONTHS - 1} - m.k))::date + (c.n % 20),
               (date_trunc('month', now()) - make_interval(months => ${BENCH_MONTHS - 1} - m.k))::date + (c.n % 20) + 14
        from (select id, (row_number() over (order by id))::int as n from customers where business_id = ${businessId}) c
        cross join generate_series(0, ${BENCH_MONTHS - 1}) m(k)`;
      await tx`
        insert into payments (business_id, invoice_id, amount_cents, status, paid_at)
        select business_id, id, amount_cents, 'succeeded', invoice_date + interval '10 days 15 hours'
        from invoices where business_id = ${businessId} and status = 'paid'`;
      // A recurring job per customer, started over the three years; every tenth ended a year ago.
      await tx`
        insert into job_series (business_id, customer_id, service_id, title, start_date, start_time, duration_minutes, time_zone, rrule, price_cents)
        select ${businessId}, c.id, ${service.id}, 'Bench mowing',
               (now() - make_interval(days => (c.n * 1093 / ${BENCH_CUSTOMERS})::int))::date, '09:00', 45, 'America/New_York',
               case when c.n % 10 = 0 then 'FREQ=WEEKLY;INTERVAL=2;UNTIL=' || to_char(now() - interval '1 year', 'YYYYMMDD') else 'FREQ=WEEKLY;INTERVAL=2' end,
               4500
        from (select id, (row_number() over (order by id))::int as n from customers where business_id = ${businessId}) c`;
      await tx`insert into job_series_assignees (business_id, series_id, member_id) select business_id, id, ${member.id} from job_series where business_id = ${businessId}`;
      await tx`
        insert into jobs (business_id, customer_id, service_id, assignee_member_id, series_id, occurrence_date, scheduled_date, duration_minutes, status, started_at, completed_at)
        select js.business_id, js.customer_id, js.service_id, ${member.id}, js.id, d::date, d + interval '13 hours', 45, 'completed',
               d + interval '13 hours', d + interval '13 hours 47 minutes'
        from job_series js
        cross join lateral generate_series(js.start_date::timestamp, least(now(), case when js.rrule like '%UNTIL%' then now() - interval '1 year' else now() end), interval '14 days') d
        where js.business_id = ${businessId}`;
      await tx`
        insert into api_keys (business_id, name, prefix, key_hash, permissions)
        values (${businessId}, 'Bench', ${apiKey.slice(0, 10)}, ${hashToken(apiKey)}, ${["view_reports"]})`;
      await tx`analyze`;
      return { apiKey, businessId };
    });
  } finally {
    await sql.end();
  }
}
