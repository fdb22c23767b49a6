import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { businesses, customers, payments, quotes } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { RecordedEmail } from "@/lib/email/send-email";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { loadQuoteFigures } from "@/lib/money/documents/load-document-figures";
import { recordOwnerNotice } from "@/lib/notifications/record-owner-notice";
import { PAYMENT_CHANNEL_PHRASES, type PaymentChannel } from "./payment-channel";
import { customerNameOf, receiptColumns, recordPaymentReceipt } from "./record-payment-receipt";

export type PaidDeposit = { paymentId: string; quoteId: string; amountCents: number };

/**
 * "Paid means told" for a quote's deposit (card through Checkout, or recorded by staff): the
 * owner's bell and email (their "Email me when an invoice is paid" switch, as any payment) and
 * the customer's receipt — amount, method, the quote it paid toward, what is left of the quote's
 * total (its figures' balance) and a link to the quote in the portal. Rows in the deposit's own
 * transaction, like record-payment-notices.ts, so a deposit recorded once is told once. Answers
 * the emails for delivery after the commit.
 */
export async function recordDepositNotices(tx: Tx, scope: BusinessScope, deposit: PaidDeposit, channel: PaymentChannel): Promise<RecordedEmail[]> {
  const [row] = await tx
    .select(receiptColumns)
    .from(payments)
    .innerJoin(quotes, and(eq(quotes.businessId, payments.businessId), eq(quotes.id, payments.quoteId)))
    .innerJoin(customers, and(eq(customers.businessId, quotes.businessId), eq(customers.id, quotes.customerId)))
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .where(and(eq(payments.businessId, scope.businessId), eq(payments.id, deposit.paymentId)));
  const quote = await loadQuoteFigures(tx, scope, deposit.quoteId);
  if (!row || !quote) return [];

  const amount = formatCents(deposit.amountCents);
  // The quote's one balance rule: its total less the deposits received (document-figures.ts).
  const leftCents = Math.max(quote.figures.balanceDueCents ?? quote.figures.totalCents, 0);
  const label = `Quote ${displayDocumentNumber(quote.quoteNumber, quote.id)}`;
  const paidFor = `Deposit on ${label}${quote.title.trim() ? ` — ${quote.title.trim()}` : ""}`;
  const customerName = customerNameOf(row);
  const how = PAYMENT_CHANNEL_PHRASES[channel];

  const ownerEmail = await recordOwnerNotice(tx, scope, {
    kind: "payment_received",
    title: `Deposit received: ${amount} from ${customerName}`,
    body: `${customerName} paid a deposit of ${amount}${how ? ` ${how}` : ""} on ${label} — ${quote.title}. Left of the quote's total: ${formatCents(leftCents)}.`,
    link: `/admin/quotes/${quote.id}`,
  });

  const receipt = await recordPaymentReceipt(tx, scope, row, {
    amountCents: deposit.amountCents,
    channel,
    paidFor,
    leftCents,
    portalPath: `/quotes/${quote.id}`,
    linkLabel: "View quote",
  });
  return [ownerEmail, receipt].filter((email): email is RecordedEmail => email !== null);
}
