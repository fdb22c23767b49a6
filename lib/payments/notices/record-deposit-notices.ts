import "server-only";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import type { Tx } from "@/db/client";
import { businesses, customers, payments, quotes } from "@/db/schema";
import { PaymentReceiptEmail, paymentReceiptSubject } from "@/emails/payment-receipt";
import { LOGO_PATH_PREFIX } from "@/lib/businesses/settings/logo/logo-rules";
import type { BusinessScope } from "@/lib/foundation/scope";
import { recordEmail, type RecordedEmail } from "@/lib/email/send-email";
import { formatLongDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { loadQuoteFigures } from "@/lib/money/load-document-figures";
import { recordOwnerNotice } from "@/lib/notifications/record-owner-notice";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { PAYMENT_CHANNEL_LABELS, PAYMENT_CHANNEL_PHRASES, type PaymentChannel } from "./payment-channel";

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
    .select({
      paidAt: payments.paidAt,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: businesses.companyName,
      companyLogo: businesses.companyLogo,
      primaryColor: businesses.themePrimaryColor,
      secondaryColor: businesses.themeSecondaryColor,
      subdomain: businesses.portalSubdomain,
      timezone: businesses.timezone,
    })
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
  const customerName = `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || row.email || "A customer";
  const how = PAYMENT_CHANNEL_PHRASES[channel];

  const ownerEmail = await recordOwnerNotice(tx, scope, {
    kind: "payment_received",
    title: `Deposit received: ${amount} from ${customerName}`,
    body: `${customerName} paid a deposit of ${amount}${how ? ` ${how}` : ""} on ${label} — ${quote.title}. Left of the quote's total: ${formatCents(leftCents)}.`,
    link: `/admin/quotes/${quote.id}`,
  });

  let receipt: RecordedEmail | null = null;
  if (row.email) {
    const logoUrl = row.companyLogo?.startsWith(LOGO_PATH_PREFIX) ? portalUrl(row.subdomain, row.companyLogo) : null;
    receipt = await recordEmail(
      {
        to: row.email,
        subject: paymentReceiptSubject({ businessName: row.companyName, amount }),
        template: "payment-receipt",
        businessId: scope.businessId,
        react: createElement(PaymentReceiptEmail, {
          businessName: row.companyName,
          primaryColor: row.primaryColor,
          secondaryColor: row.secondaryColor,
          logoUrl,
          firstName: row.firstName || "there",
          amount,
          method: PAYMENT_CHANNEL_LABELS[channel],
          paidOn: formatLongDate(row.paidAt ?? new Date(), row.timezone),
          paidFor,
          balanceLeft: formatCents(leftCents),
          paidInFull: leftCents === 0,
          invoiceUrl: portalUrl(row.subdomain, `/quotes/${quote.id}`),
          linkLabel: "View quote",
        }),
      },
      { db: tx },
    );
    if (!receipt.ok) console.error("deposit receipt not recorded", receipt.error);
  }
  return [ownerEmail, receipt].filter((email): email is RecordedEmail => email !== null);
}
