/**
 * bench:scale's visit-generation figure (issue 11): a business with `series` weekly recurring
 * jobs starting today, whose visits for the next `weeks` weeks are materialised through the
 * real generator (lib/scheduling/series/generate-series-visits.ts, the function the horizon task
 * runs per series), timed from the first call to the last; then the same run again, which must
 * add nothing (idempotent) — reported as visits/s and seconds.
 */
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "../../db/schema/index";
import { generateSeriesVisits } from "../../lib/scheduling/series/generate-series-visits";
import { addDays } from "../../lib/scheduling/recurrence/local-date";

export type VisitGenerationResult = { series: number; visits: number; seconds: number; perSecond: number; secondRunSeconds: number; secondRunVisits: number };

export async function benchVisitGeneration(databaseUrl: string, { series = 1_000, weeks = 100 } = {}): Promise<VisitGenerationResult> {
  const client = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  const db = drizzle(client, { schema });
  const zone = "America/New_York";
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date());
  try {
    const businessId = await client.begin(async (tx) => {
      const [owner] = await tx`insert into users (email, user_type, first_name, last_name) values ('owner@scale-visits.scale.test', 'business_owner', 'Visits', 'Owner') returning id`;
      const [business] = await tx`
        insert into businesses (company_name, portal_subdomain, owner_user_id, timezone) values ('Scale visits', 'scale-visits', ${owner.id}, ${zone}) returning id`;
      const id = business.id as string;
      const [member] = await tx`insert into business_members (business_id, user_id, role) values (${id}, ${owner.id}, 'owner') returning id`;
      const [service] = await tx`insert into services (business_id, name, price_cents) values (${id}, 'Weekly mowing', 4500) returning id`;
      await tx`
        insert into customers (business_id, first_name, last_name, email)
        select ${id}, 'Visits', 'Customer ' || n, 'visits-' || n || '@example.test' from generate_series(1, ${series}) n`;
      await tx`
        insert into job_series (business_id, customer_id, service_id, title, start_date, start_time, duration_minutes, time_zone, rrule)
        select ${id}, c.id, ${service.id}, 'Weekly mowing', ${today}::date, '09:00', 45, ${zone},
               'FREQ=WEEKLY;INTERVAL=1;BYDAY=' || (array['SU','MO','TU','WE','TH','FR','SA'])[extract(dow from ${today}::date)::int + 1]
        from customers c where c.business_id = ${id}`;
      await tx`insert into job_series_assignees (business_id, series_id, member_id) select business_id, id, ${member.id} from job_series where business_id = ${id}`;
      return id;
    });
    const until = addDays(today, weeks * 7 - 1);
    const load = () => db.select().from(schema.jobSeries).where(and(eq(schema.jobSeries.businessId, businessId)));
    let started = performance.now();
    let visits = 0;
    for (const row of await load()) visits += await generateSeriesVisits(db, row, today, until);
    const seconds = (performance.now() - started) / 1000;
    started = performance.now();
    let secondRunVisits = 0;
    for (const row of await load()) secondRunVisits += await generateSeriesVisits(db, { ...row, generatedUntil: null }, today, until);
    const secondRunSeconds = (performance.now() - started) / 1000;
    if (visits !== series * weeks) throw new Error(`the generator added ${visits} visits, not ${series * weeks}`);
    if (secondRunVisits !== 0) throw new Error(`the second run added ${secondRunVisits} visits`);
    return { series, visits, seconds, perSecond: visits / seconds, secondRunSeconds, secondRunVisits };
  } finally {
    await client.end({ timeout: 1 });
  }
}
