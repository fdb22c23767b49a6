/**
 * `npm run bench`'s visit-generation figure for issue 11: 1,000 businesses × 100 weekly
 * recurring jobs (each business in its own time zone from a list, its jobs spread over the
 * week), then the real daily horizon task (lib/scheduling/series/extend-visit-horizons.ts, what the
 * worker runs) materialises every visit up to the rolling horizon, timed; then the task runs
 * again and must add nothing (idempotent). Runs in its own throwaway database on the server
 * (`<base>_visits_<pid>`), so the app's measurements never see these rows.
 */
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "../../db/schema/index";
import { runMigrations } from "../../db/migrate";
import { extendVisitHorizons } from "../../lib/scheduling/series/extend-visit-horizons";
import { createFreshServerDatabase, dropServerDatabase } from "../../tests/support/test-database";

export const HORIZON_BUSINESSES = 1_000;
export const HORIZON_JOBS_PER_BUSINESS = 100;
const ZONES = ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles", "America/Phoenix", "Pacific/Honolulu"];

export type HorizonGenerationResult = {
  businesses: number;
  series: number;
  visits: number;
  seconds: number;
  perSecond: number;
  secondRunVisits: number;
  secondRunSeconds: number;
};

export async function benchHorizonGeneration(baseUrl: string, { businesses = HORIZON_BUSINESSES, jobsPerBusiness = HORIZON_JOBS_PER_BUSINESS } = {}): Promise<HorizonGenerationResult> {
  const name = `${new URL(baseUrl).pathname.slice(1) || "postgres"}_visits_${process.pid}`;
  const url = await createFreshServerDatabase(baseUrl, name);
  await runMigrations(url);
  const client = postgres(url, { max: 2, onnotice: () => {} });
  const db = drizzle(client, { schema });
  try {
    await seed(client, businesses, jobsPerBusiness);
    const now = new Date();
    let started = performance.now();
    const first = await extendVisitHorizons(db, now);
    const seconds = (performance.now() - started) / 1000;
    started = performance.now();
    const second = await extendVisitHorizons(db, now);
    const secondRunSeconds = (performance.now() - started) / 1000;
    // The second run re-reads every series (the horizon is already reached, so none is due).
    const [{ visits }] = await client`select count(*)::int as visits from jobs`;
    if (visits !== first.visits) throw new Error(`the task reported ${first.visits} visits but the table holds ${visits}`);
    if (second.visits !== 0) throw new Error(`the second run added ${second.visits} visits`);
    if (first.series !== businesses * jobsPerBusiness) throw new Error(`the task extended ${first.series} series, not ${businesses * jobsPerBusiness}`);
    return { businesses, series: first.series, visits: first.visits, seconds, perSecond: first.visits / seconds, secondRunVisits: second.visits, secondRunSeconds };
  } finally {
    await client.end({ timeout: 1 });
    await dropServerDatabase(baseUrl, name);
  }
}

/** Owners, businesses, an employee each, a service, customers and one weekly job per customer — in set-based SQL. */
async function seed(client: postgres.Sql, businesses: number, jobsPerBusiness: number) {
  await client.begin(async (tx) => {
    await tx`
      insert into users (email, user_type, first_name, last_name)
      select 'owner-' || n || '@horizon.scale.test', 'business_owner', 'Owner', 'No. ' || n from generate_series(1, ${businesses}) n`;
    await tx`
      insert into businesses (company_name, portal_subdomain, owner_user_id, timezone)
      select 'Horizon ' || n, 'horizon-' || n, u.id, (${ZONES}::text[])[1 + n % ${ZONES.length}]
      from generate_series(1, ${businesses}) n join users u on u.email = 'owner-' || n || '@horizon.scale.test'`;
    await tx`insert into business_members (business_id, user_id, role) select id, owner_user_id, 'owner' from businesses`;
    await tx`insert into services (business_id, name, price_cents) select id, 'Weekly mowing', 4500 from businesses`;
    await tx`
      insert into customers (business_id, first_name, last_name, email)
      select b.id, 'Customer', 'No. ' || n, 'c' || n || '@' || b.portal_subdomain || '.test' from businesses b, generate_series(1, ${jobsPerBusiness}) n`;
    await tx`
      insert into job_series (business_id, customer_id, service_id, title, start_date, start_time, duration_minutes, time_zone, rrule)
      select c.business_id, c.id, s.id, 'Weekly mowing', (now() at time zone b.timezone)::date, '09:00', 45, b.timezone,
             'FREQ=WEEKLY;INTERVAL=1;BYDAY=' || (array['SU','MO','TU','WE','TH','FR','SA'])[1 + (row_number() over (partition by c.business_id order by c.id))::int % 7]
      from customers c join businesses b on b.id = c.business_id join services s on s.business_id = c.business_id`;
    await tx`
      insert into job_series_assignees (business_id, series_id, member_id)
      select j.business_id, j.id, m.id from job_series j join business_members m on m.business_id = j.business_id`;
  });
  await client`analyze`;
}
