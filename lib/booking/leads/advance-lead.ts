import "server-only";
import type { DbOrTx } from "@/db/client";
import type { BookingLeadStep } from "@/db/schema";
import { upsertLead, type LeadFields } from "./upsert-lead";

/** The steps the booking code reports; /book's own (visited, priced, contact) go through trackBookingVisit. */
export type BookingCodeStep = Extract<BookingLeadStep, "checkout" | "booked" | "paid">;

/**
 * For the booking code (issue 39 items 3 and 6): the visit `visitToken` went to Checkout, booked
 * or paid. In the caller's transaction, so the lead moves exactly when the booking does. The
 * step only moves forward (a late "checkout" after "paid" leaves "paid"); fields given overwrite
 * — `bookingId`, `checkoutSessionId`, `checkoutDraft` (null clears it), the contact details and
 * the price — and fields left out stay. A visit the page never reported (tracking blocked) gets
 * its row here. No token (an API or older client): nothing to move, null.
 */
export async function advanceLead(tx: DbOrTx, businessId: string, visitToken: string | null | undefined, change: { step: BookingCodeStep } & LeadFields, now = new Date()): Promise<{ id: string; step: BookingLeadStep } | null> {
  if (!visitToken) return null;
  const { step, ...fields } = change;
  return upsertLead(tx, businessId, visitToken, step, fields, now);
}
