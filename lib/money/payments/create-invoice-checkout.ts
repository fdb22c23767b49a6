import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, invoices } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";
import { isUuid } from "@/lib/foundation/is-uuid";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { CUSTOMER_HIDDEN_INVOICE_STATUS } from "@/lib/money/invoices/invoice-policy";
import { readPlatformSettings } from "@/lib/platform/platform-settings";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { invoiceBalanceDueCents } from "@/lib/money/documents/document-figures";
import { applicationFeeCents } from "./application-fee";
import { callStripe, stripeClient, stripeConfigured } from "../stripe/stripe-client";

export const NOT_PAYABLE_ONLINE = "This business does not take card payments online yet";

export { applicationFeeCents } from "./application-fee";

/**
 * Portal → invoice → "Pay now": a Stripe Checkout Session for the amount still due, as a
 * direct charge on the business's connected account with the platform's application fee
 * (platform settings' fee in basis points). Only the customer's own pending or overdue
 * invoice with something left to pay; everyone else's is "not found". The invoice is paid
 * only when Stripe's signed webhook says so (handle-stripe-webhook.ts), never here.
 */
export async function createInvoiceCheckout(scope: CustomerScope, invoiceId: string, actor: { ip: string | null }): Promise<{ url: string }> {
  if (!isUuid(invoiceId)) throw new DomainError("not_found", "Invoice not found");
  const [row] = await db
    .select({
      id: invoices.id,
      status: invoices.status,
      invoiceNumber: invoices.invoiceNumber,
      amountCents: invoices.amountCents,
      amountPaidCents: invoices.amountPaidCents,
      accountId: businesses.stripeAccountId,
      provider: businesses.paymentProvider,
      companyName: businesses.companyName,
      subdomain: businesses.portalSubdomain,
    })
    .from(invoices)
    .innerJoin(businesses, eq(businesses.id, invoices.businessId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.businessId, scope.businessId), eq(invoices.customerId, scope.customerId)));
  if (!row || row.status === CUSTOMER_HIDDEN_INVOICE_STATUS) throw new DomainError("not_found", "Invoice not found");
  if (row.status === "paid") throw new DomainError("conflict", "This invoice is already paid");
  if (row.status === "void") throw new DomainError("conflict", "This invoice is void");
  // The figures' one balance rule: what the portal shows as due is what Checkout charges.
  const dueCents = invoiceBalanceDueCents({ status: row.status, totalCents: row.amountCents, amountPaidCents: row.amountPaidCents });
  if (dueCents <= 0) throw new DomainError("conflict", "Nothing is due on this invoice");
  if (row.provider !== "stripe" || !row.accountId || !stripeConfigured()) throw new DomainError("conflict", NOT_PAYABLE_ONLINE);

  const { platformFeeBps } = await readPlatformSettings();
  const feeCents = applicationFeeCents(dueCents, platformFeeBps);
  const number = displayDocumentNumber(row.invoiceNumber, row.id);
  const metadata = { invoice_id: row.id, business_id: scope.businessId, customer_id: scope.customerId };
  const back = (query: string) => portalUrl(row.subdomain, `/invoices/${row.id}?${query}`);
  const accountId = row.accountId;
  const session = await callStripe("checkout.sessions.create", () =>
    stripeClient().checkout.sessions.create(
      {
        mode: "payment",
        client_reference_id: row.id,
        line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: dueCents, product_data: { name: `Invoice #${number} · ${row.companyName}` } } }],
        payment_intent_data: { ...(feeCents > 0 ? { application_fee_amount: feeCents } : {}), metadata },
        metadata,
        success_url: back("payment=success"),
        cancel_url: back("payment=cancelled"),
      },
      { stripeAccount: accountId },
    ),
  );
  if (!session.url) throw new DomainError("conflict", "The payment service could not be reached. Please try again in a moment.");
  await writeAuditEntry(db, {
    businessId: scope.businessId,
    actor: { type: "customer", id: scope.customerId },
    action: "invoice.checkout_started",
    target: { type: "invoice", id: row.id },
    meta: { checkoutSessionId: session.id, amountCents: dueCents, applicationFeeCents: feeCents },
    ip: actor.ip,
  });
  return { url: session.url };
}
