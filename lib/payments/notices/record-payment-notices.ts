import "server-only";
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import type { Tx } from "@/db/client";
import { businesses, customers, invoices, payments } from "@/db/schema";
import { PaymentReceiptEmail, paymentReceiptSubject } from "@/emails/payment-receipt";
import { LOGO_PATH_PREFIX } from "@/lib/businesses/settings/logo/logo-rules";
import type { BusinessScope } from "@/lib/foundation/scope";
import { recordEmail, type RecordedEmail } from "@/lib/email/send-email";
import { formatLongDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { recordOwnerNotice } from "@/lib/notifications/record-owner-notice";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { PAYMENT_CHANNEL_LABELS, PAYMENT_CHANNEL_PHRASES, type PaymentChannel } from "./payment-channel";

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
    .select({
      paidAt: payments.paidAt,
      invoiceNumber: invoices.invoiceNumber,
      description: invoices.description,
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
    .innerJoin(invoices, and(eq(invoices.businessId, payments.businessId), eq(invoices.id, payments.invoiceId)))
    .innerJoin(customers, and(eq(customers.businessId, invoices.businessId), eq(customers.id, invoices.customerId)))
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .where(and(eq(payments.businessId, scope.businessId), eq(payments.id, payment.paymentId)));
  if (!row) return [];

  const amount = formatCents(payment.amountCents);
  const balanceLeft = formatCents(payment.balanceCents);
  const label = `Invoice ${displayDocumentNumber(row.invoiceNumber, payment.invoiceId)}`;
  const paidFor = row.description?.trim() ? `${label} — ${row.description.trim()}` : label;
  const customerName = `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || row.email || "A customer";
  const how = PAYMENT_CHANNEL_PHRASES[channel];
  const settled = payment.balanceCents === 0 ? "The invoice is paid in full." : `Balance left: ${balanceLeft}.`;

  const ownerEmail = await recordOwnerNotice(tx, scope, {
    kind: "payment_received",
    title: `Payment received: ${amount} from ${customerName}`,
    body: `${customerName} paid ${amount}${how ? ` ${how}` : ""} on ${paidFor}. ${settled}`,
    link: `/admin/invoices/${payment.invoiceId}`,
  });

  let receipt: RecordedEmail | null = null;
  if (row.email) {
    // Mail clients need an absolute URL and many refuse SVG: only uploaded (raster) logos go in.
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
          balanceLeft,
          paidInFull: payment.balanceCents === 0,
          invoiceUrl: portalUrl(row.subdomain, `/invoices/${payment.invoiceId}`),
        }),
      },
      { db: tx },
    );
    if (!receipt.ok) console.error("payment receipt not recorded", receipt.error);
  }
  return [ownerEmail, receipt].filter((email): email is RecordedEmail => email !== null);
}
