/**
 * `npm run bench`'s calendar figure (issue 11): fills the demo owner's business (Greenleaf)
 * with `visits` one-off visits spread over the current week — every day, 7:00 to 17:00, across
 * its customers and staff — so /admin/schedule?view=week is measured with that many visits in
 * the week it shows. Answers how many it added.
 */
import postgres from "postgres";
import { DEMO_SUBDOMAINS } from "../db/seed/demo-constants";

export const CALENDAR_WEEK_VISITS = 200;

export async function seedCalendarWeek(databaseUrl: string, visits = CALENDAR_WEEK_VISITS): Promise<number> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [business] = await sql<{ id: string; timezone: string }[]>`select id, timezone from businesses where portal_subdomain = ${DEMO_SUBDOMAINS.greenleaf}`;
    if (!business) throw new Error("the demo business is not seeded");
    // Monday of this week in the business's zone, then visit n on day n % 7 at 7:00 + (n / 7) % 10 hours.
    const rows = await sql`
      with week as (
        select (date_trunc('week', (now() at time zone ${business.timezone}))) as monday
      ),
      people as (
        select array_agg(id order by created_at) as customers from customers where business_id = ${business.id}
      ),
      crew as (
        select array_agg(id order by created_at) as members from business_members where business_id = ${business.id}
      )
      insert into jobs (business_id, customer_id, assignee_member_id, scheduled_date, duration_minutes, status, notes)
      select ${business.id}, people.customers[1 + n % array_length(people.customers, 1)],
             crew.members[1 + n % array_length(crew.members, 1)],
             ((week.monday + make_interval(days => n % 7, hours => 7 + (n / 7) % 10)) at time zone ${business.timezone}),
             45, 'scheduled', 'bench visit'
      from generate_series(0, ${visits - 1}) n, week, people, crew
      returning id`;
    return rows.length;
  } finally {
    await sql.end();
  }
}
