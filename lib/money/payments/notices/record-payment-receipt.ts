import "server-only";
import { createElement } from "react";
import type { Tx } from "@/db/client";
import { businesses, customers, payments } from "@/db/schema";
import { PaymentReceiptEmail, paymentReceiptSubject } from "@/emails/payment-receipt";
import { LOGO_PATH_PREFIX } from "@/lib/businesses/settings/logo/logo-rules";
import type { BusinessScope } from "@/lib/foundation/scope";
import { recordEmail, type RecordedEmail } from "@/lib/email/send-email";
import { formatLongDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { PAYMENT_CHANNEL_LABELS, type PaymentChannel } from "./payment-channel";

/** What a receipt needs of the payment, its customer and the business: select it with the payment's joins. */
export const receiptColumns = {
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
};

export type ReceiptRecipient = {
  paidAt: Date | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string;
  companyLogo: string | null;
  primaryColor: string;
  secondaryColor: string | null;
  subdomain: string;
  timezone: string;
};

export const customerNameOf = (row: Pick<ReceiptRecipient, "firstName" | "lastName" | "email">) =>
  `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || row.email || "A customer";

/**
 * The customer's receipt of a payment or a deposit — amount, method, what it paid, what is left
 * and a link to the document in the portal — recorded in the payment's transaction (the outbox),
 * so it leaves once, after the commit. Null when the customer has no email.
 */
export async function recordPaymentReceipt(
  tx: Tx,
  scope: BusinessScope,
  row: ReceiptRecipient,
  receipt: { amountCents: number; channel: PaymentChannel; paidFor: string; leftCents: number; portalPath: string; linkLabel?: string },
): Promise<RecordedEmail | null> {
  if (!row.email) return null;
  const amount = formatCents(receipt.amountCents);
  // Mail clients need an absolute URL and many refuse SVG: only uploaded (raster) logos go in.
  const logoUrl = row.companyLogo?.startsWith(LOGO_PATH_PREFIX) ? portalUrl(row.subdomain, row.companyLogo) : null;
  const recorded = await recordEmail(
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
        method: PAYMENT_CHANNEL_LABELS[receipt.channel],
        paidOn: formatLongDate(row.paidAt ?? new Date(), row.timezone),
        paidFor: receipt.paidFor,
        balanceLeft: formatCents(receipt.leftCents),
        paidInFull: receipt.leftCents === 0,
        invoiceUrl: portalUrl(row.subdomain, receipt.portalPath),
        ...(receipt.linkLabel ? { linkLabel: receipt.linkLabel } : {}),
      }),
    },
    { db: tx },
  );
  if (!recorded.ok) console.error("payment receipt not recorded", recorded.error);
  return recorded;
}
