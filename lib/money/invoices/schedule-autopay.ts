import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { autopayAttempts, businesses, customerPaymentCards } from "@/db/schema";

export const AUTOPAY_QUEUE = "payments-autopay";

/**
 * After an invoice is issued (send-invoice.ts, so also batch send and API v1): when its
 * customer has autopay on with a saved card on the business's current connected account,
 * attempt 1 is scheduled, due now. The unique (invoice, attempt) key makes a second call a
 * no-op. Returns whether an attempt was scheduled; the caller then nudges the queue (the
 * worker's every-minute run finds it anyway). Not server-only: shared with the worker.
 */
export async function scheduleAutopay(dbx: Db, invoice: { businessId: string; customerId: string; invoiceId: string }): Promise<boolean> {
  const [eligible] = await dbx
    .select({ id: customerPaymentCards.id })
    .from(customerPaymentCards)
    .innerJoin(businesses, eq(businesses.id, customerPaymentCards.businessId))
    .where(
      and(
        eq(customerPaymentCards.businessId, invoice.businessId),
        eq(customerPaymentCards.customerId, invoice.customerId),
        eq(customerPaymentCards.autopayEnabled, true),
        eq(businesses.paymentProvider, "stripe"),
        eq(businesses.stripeAccountId, customerPaymentCards.stripeAccountId),
      ),
    );
  if (!eligible) return false;
  const inserted = await dbx
    .insert(autopayAttempts)
    .values({ businessId: invoice.businessId, invoiceId: invoice.invoiceId, customerId: invoice.customerId, attemptNo: 1 })
    .onConflictDoNothing()
    .returning({ id: autopayAttempts.id });
  return inserted.length > 0;
}
