import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { customers } from "@/db/schema";
import type { RecordedEmail } from "@/lib/email/send-email";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { recordOwnerNotice } from "@/lib/notifications/record-owner-notice";

export type FailedAutopayCharge = {
  businessId: string;
  customerId: string;
  invoiceId: string;
  invoiceNumber: string | null;
  amountCents: number;
  message: string;
  /** Days until the next try, or null when there is none. */
  retryInDays: number | null;
};

/**
 * The owner hears of a declined autopay charge in the same transaction that records the failed
 * attempt: the bell and an email (a failure has no switch to turn it off), saying whose card,
 * how much, Stripe's reason and whether it will be tried again. Answers the email for delivery
 * after the commit. Not server-only: the worker runs it.
 */
export async function recordOwnerAutopayFailure(dbx: DbOrTx, failed: FailedAutopayCharge): Promise<RecordedEmail | null> {
  const [customer] = await dbx
    .select({ firstName: customers.firstName, lastName: customers.lastName, email: customers.email })
    .from(customers)
    .where(and(eq(customers.businessId, failed.businessId), eq(customers.id, failed.customerId)));
  const name = `${customer?.firstName ?? ""} ${customer?.lastName ?? ""}`.trim() || customer?.email || "A customer";
  const label = displayDocumentNumber(failed.invoiceNumber, failed.invoiceId);
  const next =
    failed.retryInDays === null
      ? "There are no more automatic tries: the invoice stays open for the customer to pay."
      : `The card will be tried again in ${failed.retryInDays} day${failed.retryInDays === 1 ? "" : "s"}.`;
  return recordOwnerNotice(dbx, { businessId: failed.businessId }, {
    kind: "autopay_failed",
    title: `Autopay failed: ${formatCents(failed.amountCents)} from ${name}`,
    body: `We could not charge ${name}'s saved card ${formatCents(failed.amountCents)} for invoice ${label}: ${failed.message} ${next} The customer has been asked to update their card.`,
    link: `/admin/invoices/${failed.invoiceId}`,
  });
}
