import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { bookings, customers, payments, services } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { BusinessScope } from "@/lib/foundation/scope";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";

/** depositPaidCents: what was paid by card at booking (its deposit payments, issue 39 item 3); 0 when none. */
export type BookingListRow = typeof bookings.$inferSelect & { customerName: string; serviceName: string; depositPaidCents: number };
export type BookingListKey = [string, string];
export const bookingListKey = (row: BookingListRow): BookingListKey => [row.createdAt.toISOString(), row.id];

/**
 * The business's bookings, newest first (API v1 `GET /bookings`, issue 39 item 7): those of the
 * scope's locations' customers (a booking belongs to a branch through its customer, as quotes
 * do), `limit + 1` rows after the cursor's key.
 */
export async function listBookings(scope: BusinessScope, options: { limit: number; after: ReadonlyArray<string | number | null> | null; status?: string }): Promise<BookingListRow[]> {
  const conditions: Array<SQL | undefined> = [customerRowInScope(bookings, scope)];
  if (options.status) conditions.push(eq(bookings.status, options.status));
  if (options.after) {
    const [createdAt, id] = options.after;
    if (typeof createdAt !== "string" || Number.isNaN(Date.parse(createdAt)) || typeof id !== "string" || !isUuid(id)) throw new DomainError("invalid", "cursor is not valid");
    conditions.push(sql`(${bookings.createdAt}, ${bookings.id}) < (${createdAt}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({
      booking: bookings,
      customerName: sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`,
      serviceName: services.name,
      depositPaidCents: sql<number>`coalesce((select sum(${payments.amountCents}) from ${payments} where ${payments.businessId} = ${bookings.businessId} and ${payments.bookingId} = ${bookings.id} and ${payments.status} = 'succeeded'), 0)`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(customers, and(eq(customers.businessId, bookings.businessId), eq(customers.id, bookings.customerId)))
    .innerJoin(services, and(eq(services.businessId, bookings.businessId), eq(services.id, bookings.serviceId)))
    .where(and(...conditions))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(options.limit + 1);
  return rows.map((row) => ({ ...row.booking, customerName: row.customerName, serviceName: row.serviceName, depositPaidCents: row.depositPaidCents }));
}
