import "server-only";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { customers } from "@/db/schema";
import { phoneDigits } from "@/lib/validation/phone-rules";

export type BookingCustomer = { id: string; portalAccessStatus: string; locationId: string };

/**
 * The customer already on file with this email (any case) or phone (the same digits, however
 * written), so a booking never makes a duplicate (issue 39 item 2). Archived customers are not
 * matched: they left, and a new booking starts a new record the owner can merge. The email wins
 * over the phone when they point at two customers.
 */
export async function findBookingCustomer(tx: Tx, businessId: string, contact: { email: string; phone: string }): Promise<BookingCustomer | null> {
  const digits = phoneDigits(contact.phone);
  const byEmail = sql`lower(${customers.email}) = ${contact.email.toLowerCase()}`;
  const [row] = await tx
    .select({ id: customers.id, portalAccessStatus: customers.portalAccessStatus, locationId: customers.locationId })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), isNull(customers.archivedAt), or(byEmail, sql`regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g') = ${digits}`)))
    .orderBy(sql`(${byEmail}) desc`, customers.createdAt)
    .limit(1);
  return row ?? null;
}
