import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { bookings, invoices, jobs, payments } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";

/**
 * Credits online bookings' deposits (issue 39 item 3) to the first invoice that bills a visit of
 * the booked job, inside that invoice's transaction (create-visit-invoices.ts): each deposit not
 * yet on an invoice is attached to it and the invoice's paid amount moves by what is left of it,
 * as a quote's deposits are credited on conversion (credit-quote-deposits.ts). The invoice is a
 * draft, which holds nothing in the ledger; the deposit's ledger entry is written when it is
 * issued. A deposit larger than what the invoice still has open (its visit repriced lower) is
 * left for staff rather than making the invoice owe less than nothing. Answers the cents credited.
 */
export async function creditBookingDeposits(tx: Tx, scope: BusinessScope, input: { invoiceId: string; visitIds: string[] }): Promise<number> {
  if (input.visitIds.length === 0) return 0;
  const booked = tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(jobs, and(eq(jobs.businessId, bookings.businessId), eq(jobs.seriesId, bookings.seriesId)))
    .where(and(eq(bookings.businessId, scope.businessId), inArray(jobs.id, input.visitIds)));
  const open = await tx
    .select({ id: payments.id, cents: sql<number>`${payments.amountCents} - ${payments.refundedBeforeInvoiceCents}`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.businessId, scope.businessId), isNull(payments.invoiceId), eq(payments.status, "succeeded"), inArray(payments.bookingId, booked)))
    .for("update");
  if (open.length === 0) return 0;
  const [invoice] = await tx
    .select({ amountCents: invoices.amountCents, paidCents: invoices.amountPaidCents })
    .from(invoices)
    .where(and(eq(invoices.businessId, scope.businessId), eq(invoices.id, input.invoiceId)))
    .for("update");
  let room = invoice ? invoice.amountCents - invoice.paidCents : 0;
  const fitting = open.filter((deposit) => {
    if (deposit.cents > room) return false;
    room -= deposit.cents;
    return true;
  });
  if (fitting.length === 0) return 0;
  await tx
    .update(payments)
    .set({ invoiceId: input.invoiceId })
    .where(and(eq(payments.businessId, scope.businessId), inArray(payments.id, fitting.map((deposit) => deposit.id))));
  const cents = fitting.reduce((sum, deposit) => sum + deposit.cents, 0);
  if (cents > 0)
    await tx
      .update(invoices)
      .set({ amountPaidCents: sql`${invoices.amountPaidCents} + ${cents}`, updatedAt: sql`now()` })
      .where(and(eq(invoices.businessId, scope.businessId), eq(invoices.id, input.invoiceId)));
  return cents;
}
