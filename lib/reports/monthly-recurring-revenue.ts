import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { andAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { parseRrule } from "@/lib/scheduling/recurrence/recurrence";
import { isInSeason, seasonOf, type Season } from "@/lib/scheduling/recurrence/season";
import { isPausedOn } from "@/lib/scheduling/series/series-status";
import { nextMonth, type ReportRange } from "./report-range";
import type { MrrReport } from "./report-views";
import { ruleEndDate, visitsPerMonth } from "./visits-per-month";

type Row = {
  rrule: string;
  start_date: string;
  paused_until: string | null;
  paused_from: string | null;
  price_cents: string | number;
  season_start_month: number | null;
  season_end_month: number | null;
  /** The local date the series stopped counting: its cancellation or the customer's archiving. */
  stopped_on: string | null;
};

type RunningSeries = {
  from: string;
  to: string | null;
  /** Price per visit × the rule's visits in an average month it runs (one of its season). */
  monthlyCents: number;
  season: Season | null;
  pausedUntil: string | null;
  pausedFrom: string | null;
};

const lastDayOf = (month: string) => {
  const [y, m] = month.split("-").map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
};
const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);
const runsOn = (s: RunningSeries, first: string, last: string) => s.from <= last && (s.to === null || s.to >= first);
/** A month ("YYYY-MM") of the series' season: every month for a job that runs all year. */
const inSeason = (s: RunningSeries, month: string) => isInSeason(s.season, Number(month.slice(5, 7)));

/**
 * Monthly recurring revenue from recurring jobs (`job_series` with a repeating rule): each
 * job's price per visit (the job's own, else its service's) × its visits in an average month
 * (visits-per-month.ts). A job counts in a month when it runs in it: started by the month's end,
 * not ended before it (UNTIL / COUNT, cancelled, or its customer archived) and the month is in
 * its season (BYMONTH: mowing April–October counts nothing in January; lib/scheduling/recurrence
 * decides the months, as for the scheduler). Today's figure splits off the jobs paused today
 * (`paused_until` after today) and those out of season today, each with what it bills in a
 * month it runs; pauses keep no history, so past months count every running job. One
 * statement; the normalising is done here because the rules are RRULE text.
 */
export async function monthlyRecurringRevenue(scope: BusinessScope, range: ReportRange, clock: { timeZone: string; today: string }): Promise<MrrReport> {
  const end = `${nextMonth(range.to)}-01`;
  const rows = await db.execute<Row>(sql`
    select js.rrule, js.start_date::text as start_date, js.paused_until::text as paused_until, js.paused_from::text as paused_from,
           coalesce(js.price_cents, s.price_cents, 0) as price_cents, js.season_start_month, js.season_end_month,
           least(case when js.status <> 'active' then (js.updated_at at time zone ${clock.timeZone})::date end,
                 (c.archived_at at time zone ${clock.timeZone})::date)::text as stopped_on
    from job_series js
    join customers c on c.business_id = js.business_id and c.id = js.customer_id
    left join services s on s.business_id = js.business_id and s.id = js.service_id
    where js.business_id = ${scope.businessId}::uuid${andAtScopeLocations(sql`js.location_id`, scope)} and js.rrule is not null
      and js.start_date < ${end}::date`);
  const series: RunningSeries[] = rows.map((r) => {
    const rule = parseRrule(r.rrule);
    const season = seasonOf({ seasonStartMonth: r.season_start_month, seasonEndMonth: r.season_end_month });
    return {
      from: r.start_date,
      to: earlier(ruleEndDate(rule, r.start_date, season), r.stopped_on),
      monthlyCents: Math.round(Number(r.price_cents) * visitsPerMonth(rule)),
      season,
      pausedUntil: r.paused_until,
      pausedFrom: r.paused_from,
    };
  });
  const today = series.filter((s) => runsOn(s, clock.today, clock.today));
  const paused = today.filter((s) => isPausedOn(s, clock.today));
  const outOfSeason = today.filter((s) => !paused.includes(s) && !inSeason(s, clock.today));
  const active = today.filter((s) => !paused.includes(s) && !outOfSeason.includes(s));
  const sum = (list: RunningSeries[]) => list.reduce((total, s) => total + s.monthlyCents, 0);
  return {
    currentCents: sum(active),
    activeSeries: active.length,
    pausedCents: sum(paused),
    pausedSeries: paused.length,
    outOfSeasonCents: sum(outOfSeason),
    outOfSeasonSeries: outOfSeason.length,
    months: range.months.map((month) => {
      const running = series.filter((s) => runsOn(s, `${month}-01`, lastDayOf(month)) && inSeason(s, month));
      return { month, mrrCents: sum(running), series: running.length };
    }),
  };
}
