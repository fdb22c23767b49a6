import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { businesses, customers, invoices, payments } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { RecordedEmail } from "@/lib/email/send-email";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { recordOwnerNotice } from "@/lib/notifications/record-owner-notice";
import { PAYMENT_CHANNEL_PHRASES, type PaymentChannel } from "./payment-channel";
import { customerNameOf, receiptColumns, recordPaymentReceipt } from "./record-payment-receipt";

export type PaidPayment = { paymentId: string; invoiceId: string; amountCents: number; balanceCents: number };

/**
 * "Paid means told": inside the payment's own transaction, the owner's bell and email (as their
 * "Email me when an invoice is paid" switch says) and the customer's receipt — amount, method,
 * the invoice it paid, the balance left and a link to it in the portal. All are rows (the bell,
 * the outbox), so they commit with the payment or not at all, and a payment recorded once (a
 * replayed webhook is not) is told once. Answers the emails for delivery after the commit.
 */
export async function recordPaymentNotices(tx: Tx, scope: BusinessScope, payment: PaidPayment, channel: PaymentChannel): Promise<RecordedEmail[]> {
  const [row] = await tx
    .select({ ...receiptColumns, invoiceNumber: invoices.invoiceNumber, description: invoices.description })
    .from(payments)
    .innerJoin(invoices, and(eq(invoices.businessId, payments.businessId), eq(invoices.id, payments.invoiceId)))
    .innerJoin(customers, and(eq(customers.businessId, invoices.businessId), eq(customers.id, invoices.customerId)))
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .where(and(eq(payments.businessId, scope.businessId), eq(payments.id, payment.paymentId)));
  if (!row) return [];

  const amount = formatCents(payment.amountCents);
  const balanceLeft = formatCents(payment.balanceCents);
  const label = `Invoice ${displayDocumentNumber(row.invoiceNumber, payment.invoiceId)}`;
  const paidFor = row.description?.trim() ? `${label} — ${row.description.trim()}` : label;
  const customerName = customerNameOf(row);
  const how = PAYMENT_CHANNEL_PHRASES[channel];
  const settled = payment.balanceCents === 0 ? "The invoice is paid in full." : `Balance left: ${balanceLeft}.`;

  const ownerEmail = await recordOwnerNotice(tx, scope, {
    kind: "payment_received",
    title: `Payment received: ${amount} from ${customerName}`,
    body: `${customerName} paid ${amount}${how ? ` ${how}` : ""} on ${paidFor}. ${settled}`,
    link: `/admin/invoices/${payment.invoiceId}`,
  });

  const receipt = await recordPaymentReceipt(tx, scope, row, {
    amountCents: payment.amountCents,
    channel,
    paidFor,
    leftCents: payment.balanceCents,
    portalPath: `/invoices/${payment.invoiceId}`,
  });
  return [ownerEmail, receipt].filter((email): email is RecordedEmail => email !== null);
}
