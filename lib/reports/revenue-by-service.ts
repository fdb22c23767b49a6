import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import { completedVisitsSql } from "./completed-visits-sql";
import type { ReportRange } from "./report-range";
import type { ServiceRevenue } from "./report-views";

/**
 * Revenue by service in the range: the completed visits' value (job price, else service price)
 * grouped by the visit's service. Completed visits, not paid invoice lines, because invoice
 * lines carry only a description — no service — so they cannot be attributed reliably; a
 * visit always names its service. Visits without one form "No service". One statement.
 */
export async function revenueByService(scope: BusinessScope, range: ReportRange, timeZone: string): Promise<ServiceRevenue[]> {
  const rows = await db.execute<{ service_id: string | null; name: string | null; visits: number; revenue: string | number }>(sql`
    with visits as (${completedVisitsSql(scope, range, timeZone)})
    select v.service_id, s.name, count(*)::int as visits, sum(v.price_cents) as revenue
    from visits v
    left join services s on s.business_id = ${scope.businessId}::uuid and s.id = v.service_id
    group by v.service_id, s.name
    order by sum(v.price_cents) desc, count(*) desc, s.name`);
  return rows.map((r) => ({
    serviceId: r.service_id,
    name: r.service_id === null ? "No service" : (r.name ?? "Service"),
    visits: Number(r.visits),
    revenueCents: Number(r.revenue),
  }));
}
