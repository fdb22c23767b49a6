import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import { andAtScopeLocations } from "@/lib/locations/location-scope-sql";
import { nextMonth, type ReportRange } from "./report-range";
import type { BookingFunnel, FunnelRow } from "./report-views";

type Row = { overall: boolean; source: string | null; medium: string | null; campaign: string | null; visits: number; priced: number; booked: number; paid: number };

/**
 * Reports → Booking funnel (issue 39 item 6): the visits of /book that began in the range's
 * months (the business's time zone), and how many of them were priced (a price shown, or any
 * later step a price precedes), booked (step booked or paid) and paid — overall and per campaign,
 * in one statement (grouping sets). A limited scope counts its branches' visits (a visit takes
 * the branch serving its ZIP; one that never gave a ZIP belongs to none).
 */
export async function bookingFunnel(scope: BusinessScope, range: ReportRange, timeZone: string): Promise<BookingFunnel> {
  const start = `${range.from}-01 00:00:00`;
  const end = `${nextMonth(range.to)}-01 00:00:00`;
  const rows = await db.execute<Row>(sql`
    select grouping(l.utm_source, l.utm_medium, l.utm_campaign) = 7 as overall,
      l.utm_source as source, l.utm_medium as medium, l.utm_campaign as campaign,
      count(*)::int as visits,
      (count(*) filter (where l.quoted_cents is not null or l.step in ('priced', 'checkout', 'booked', 'paid')))::int as priced,
      (count(*) filter (where l.step in ('booked', 'paid')))::int as booked,
      (count(*) filter (where l.step = 'paid'))::int as paid
    from booking_leads l
    where l.business_id = ${scope.businessId}::uuid${andAtScopeLocations(sql`l.location_id`, scope)}
      and l.created_at >= (${start}::timestamp at time zone ${timeZone})
      and l.created_at < (${end}::timestamp at time zone ${timeZone})
    group by grouping sets ((), (l.utm_source, l.utm_medium, l.utm_campaign))
    order by overall desc, visits desc, l.utm_source nulls last, l.utm_medium nulls last, l.utm_campaign nulls last`);
  const toRow = (r: Row): FunnelRow => ({ source: r.source, medium: r.medium, campaign: r.campaign, visits: Number(r.visits), priced: Number(r.priced), booked: Number(r.booked), paid: Number(r.paid) });
  const overall = rows.find((r) => r.overall);
  return {
    overall: overall ? toRow(overall) : { source: null, medium: null, campaign: null, visits: 0, priced: 0, booked: 0, paid: 0 },
    bySource: rows.filter((r) => !r.overall).map(toRow),
  };
}
