import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";

/** The business's time zone and its current month and day there (reports count in local months). */
export async function businessClock(scope: BusinessScope): Promise<{ timeZone: string; currentMonth: string; today: string }> {
  const [row] = await db.execute<{ timezone: string; month: string; today: string }>(sql`
    select timezone, to_char(now() at time zone timezone, 'YYYY-MM') as month, to_char(now() at time zone timezone, 'YYYY-MM-DD') as today
    from businesses where id = ${scope.businessId}::uuid`);
  if (!row) throw new Error("business not found");
  return { timeZone: row.timezone, currentMonth: row.month, today: row.today };
}
