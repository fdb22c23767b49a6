import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { customers } from "@/db/schema";
import { phoneDigits } from "@/lib/validation/phone-rules";

export type BookingCustomer = { id: string; portalAccessStatus: string; locationId: string; archived: boolean };

/**
 * The customer already on file with this email (any case) or phone (the same digits, however
 * written), so a booking never makes a duplicate (issue 39 item 2). An archived customer is
 * matched too — a former customer coming back (and their email is taken in the business anyway);
 * the booking restores them. The email wins over the phone, a live customer over an archived one.
 */
export async function findBookingCustomer(tx: Tx, businessId: string, contact: { email: string; phone: string }): Promise<BookingCustomer | null> {
  const digits = phoneDigits(contact.phone);
  const byEmail = sql`lower(${customers.email}) = ${contact.email.toLowerCase()}`;
  const [row] = await tx
    .select({ id: customers.id, portalAccessStatus: customers.portalAccessStatus, locationId: customers.locationId, archived: sql<boolean>`${customers.archivedAt} is not null` })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), or(byEmail, sql`regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g') = ${digits}`)))
    .orderBy(sql`(${byEmail}) desc`, sql`${customers.archivedAt} is not null`, customers.createdAt)
    .limit(1);
  return row ?? null;
}
