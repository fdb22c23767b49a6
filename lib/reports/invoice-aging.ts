import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { andCustomerAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { AGING_BUCKETS, type AgingBucket } from "./report-views";

/**
 * Accounts receivable ageing on `today` (the business's date): every sent, unpaid invoice
 * (pending or overdue) with what is still owed on it (amount less succeeded payments), by
 * days past its due date (the invoice date when it has none).
 */
export async function invoiceAging(scope: BusinessScope, today: string): Promise<AgingBucket[]> {
  const rows = await db.execute<{ bucket: number; invoices: number; outstanding: string | number }>(sql`
    with open as (
      select ${today}::date - coalesce(i.due_date, i.invoice_date) as days_late,
             i.amount_cents - coalesce((select sum(p.amount_cents) from payments p
                                        where p.business_id = i.business_id and p.invoice_id = i.id and p.status = 'succeeded'), 0) as owed
      from invoices i
      where i.business_id = ${scope.businessId}::uuid${andCustomerAtScopeLocations(sql`i.customer_id`, scope)} and i.status in ('pending', 'overdue')
    )
    select case when days_late <= 0 then 0 when days_late <= 30 then 1 when days_late <= 60 then 2 when days_late <= 90 then 3 else 4 end as bucket,
           count(*)::int as invoices, sum(owed) as outstanding
    from open where owed > 0
    group by 1`);
  const byBucket = new Map(rows.map((r) => [Number(r.bucket), r]));
  return AGING_BUCKETS.map((bucket, index) => ({
    bucket,
    invoices: Number(byBucket.get(index)?.invoices ?? 0),
    outstandingCents: Number(byBucket.get(index)?.outstanding ?? 0),
  }));
}
