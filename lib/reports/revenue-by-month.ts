import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { andCustomerAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { nextMonth, type ReportRange } from "./report-range";
import type { RevenueMonth } from "./report-views";

/**
 * Revenue by month in the business's time zone: payments received (succeeded, by the time
 * they were paid) and amounts invoiced (every invoice but drafts and voids, by invoice date).
 * Every month of the range has a row, zero when nothing happened. Summed from
 * `customer_activity_months`, which triggers keep as payments and invoices are written.
 */
export async function revenueByMonth(scope: BusinessScope, range: ReportRange): Promise<RevenueMonth[]> {
  const start = `${range.from}-01`;
  const end = `${nextMonth(range.to)}-01`;
  const rows = await db.execute<{ month: string; paid_cents: string | number; payments: string | number; invoiced_cents: string | number }>(sql`
    select to_char(a.month, 'YYYY-MM') as month, sum(a.paid_cents) as paid_cents, sum(a.payments) as payments, sum(a.invoiced_cents) as invoiced_cents
    from customer_activity_months a
    where a.business_id = ${scope.businessId}::uuid${andCustomerAtScopeLocations(sql`a.customer_id`, scope)} and a.month >= ${start}::date and a.month < ${end}::date
    group by a.month`);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return range.months.map((month) => {
    const r = byMonth.get(month);
    return { month, paidCents: Number(r?.paid_cents ?? 0), payments: Number(r?.payments ?? 0), invoicedCents: Number(r?.invoiced_cents ?? 0) };
  });
}
