import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { payments } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { ManualPaymentMethod } from "../invoices/invoice-schema";
import type { MoneyActor } from "@/lib/foundation/money-actor";

/** A payment received: on an invoice, or a quote's deposit before the quote has its invoice. */
export type PaymentToInsert = {
  /** Null only for a quote's deposit not yet credited to an invoice (then `quoteId` is set). */
  invoiceId: string | null;
  quoteId?: string | null;
  /** An online booking's deposit (issue 39 item 3), before the first invoice of its visits holds it. */
  bookingId?: string | null;
  amountCents: number;
  method: ManualPaymentMethod | "stripe";
  /** Stripe's reference of a card payment (unique: a replayed webhook records nothing twice). */
  providerRef?: string | null;
  note?: string | null;
};

/**
 * The succeeded payments row, inside the caller's transaction — the one place a received payment
 * is written, whether on an invoice (record-payment.ts: manual, and card payments from Stripe) or
 * as a quote's deposit (lib/money/deposits/record-quote-deposit.ts): "other" is stored as
 * "manual", the staff member who recorded it is kept, and it is paid now. The caller does the
 * rest — settling the invoice, the ledger entry, the audit entry.
 */
export async function insertPayment(tx: Tx, scope: BusinessScope, payment: PaymentToInsert, actor: MoneyActor): Promise<{ id: string }> {
  const [row] = await tx
    .insert(payments)
    .values({
      businessId: scope.businessId,
      invoiceId: payment.invoiceId,
      quoteId: payment.quoteId ?? null,
      bookingId: payment.bookingId ?? null,
      amountCents: payment.amountCents,
      method: payment.method === "other" ? "manual" : payment.method,
      status: "succeeded",
      providerRef: payment.providerRef ?? null,
      note: payment.note,
      recordedByUserId: actor.type === "staff" ? actor.userId : null,
      paidAt: sql`now()`,
    })
    .returning({ id: payments.id });
  return row;
}
