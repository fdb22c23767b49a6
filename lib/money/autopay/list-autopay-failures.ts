import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { autopayAttempts, customers, invoices } from "@/db/schema";
import { customerRowInScope, locatedRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";

export type AutopayFailure = { invoiceId: string; invoiceNumber: string | null; customerName: string; dueCents: number; message: string | null; attempts: number; nextRetryAt: Date | null };

const SHOWN = 10;

/**
 * Dashboard → "Autopay failed": the business's unpaid (pending or overdue) invoices with at
 * least one declined autopay attempt, newest failure first, with the count of all of them.
 */
export async function listAutopayFailures(scope: BusinessScope): Promise<{ count: number; invoices: AutopayFailure[] }> {
  const failed = db
    .select({
      invoiceId: autopayAttempts.invoiceId,
      attempts: sql<number>`count(*) filter (where ${autopayAttempts.status} = 'failed')`.mapWith(Number).as("attempts"),
      lastFailedAt: sql<Date>`max(${autopayAttempts.updatedAt}) filter (where ${autopayAttempts.status} = 'failed')`.as("last_failed_at"),
      message: sql<string | null>`(array_agg(${autopayAttempts.failureMessage} order by ${autopayAttempts.attemptNo} desc) filter (where ${autopayAttempts.status} = 'failed'))[1]`.as("message"),
      nextRetryAt: sql<string | null>`min(${autopayAttempts.nextRetryAt}) filter (where ${autopayAttempts.status} = 'scheduled')`.as("next_retry_at"),
    })
    .from(autopayAttempts)
    .where(eq(autopayAttempts.businessId, scope.businessId))
    .groupBy(autopayAttempts.invoiceId)
    .having(sql`count(*) filter (where ${autopayAttempts.status} = 'failed') > 0`)
    .as("failed");
  const rows = await db
    .select({
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      firstName: customers.firstName,
      lastName: customers.lastName,
      dueCents: sql<number>`${invoices.amountCents} - ${invoices.amountPaidCents}`.mapWith(Number),
      message: failed.message,
      attempts: failed.attempts,
      nextRetryAt: failed.nextRetryAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(failed)
    .innerJoin(invoices, and(eq(invoices.id, failed.invoiceId), customerRowInScope(invoices, scope)))
    .innerJoin(customers, and(eq(customers.id, invoices.customerId), locatedRowInScope(customers, scope)))
    .where(inArray(invoices.status, ["pending", "overdue"]))
    .orderBy(desc(failed.lastFailedAt))
    .limit(SHOWN);
  return {
    count: rows[0]?.total ?? 0,
    invoices: rows.map((r) => ({
      invoiceId: r.invoiceId,
      invoiceNumber: r.invoiceNumber,
      customerName: `${r.firstName} ${r.lastName}`.trim(),
      dueCents: r.dueCents,
      message: r.message,
      attempts: r.attempts,
      nextRetryAt: r.nextRetryAt ? new Date(r.nextRetryAt) : null,
    })),
  };
}
