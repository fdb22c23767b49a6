import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { applicationFeeCents } from "@/lib/money/payments/application-fee";
import { NOT_PAYABLE_ONLINE } from "@/lib/money/payments/create-invoice-checkout";
import { callStripe, stripeClient, stripeConfigured } from "@/lib/money/stripe/stripe-client";
import { readPlatformSettings } from "@/lib/platform/platform-settings";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { getCustomerQuote } from "./get-customer-quote";
import { QUOTE_DEPOSIT_PURPOSE } from "../money/deposits/record-card-deposit";

/**
 * Whether a business takes a deposit by card: the same test as an invoice's Pay now
 * (can-pay-online.ts; "stripe" is set only once its connected account can take charges).
 */
export function takesDepositsOnline(business: { paymentProvider: string }): boolean {
  return business.paymentProvider === "stripe" && stripeConfigured();
}

/**
 * Portal → approved quote → its deposit (issue 37 item 3): a Stripe Checkout Session for what is
 * still open of the deposit (the figures' depositOpenCents, so the amount shown is the amount
 * charged), a direct charge on the business's connected account with the platform's application
 * fee, its metadata marking it a quote's deposit (purpose, quote_id, business_id, customer_id).
 * Only the customer's own approved quote with a deposit open; anyone else's is "not found". The
 * deposit is recorded only when Stripe's signed webhook says so (record-card-deposit.ts).
 */
export async function createDepositCheckout(scope: CustomerScope, quoteId: string, actor: { ip: string | null }): Promise<{ url: string }> {
  const quote = await getCustomerQuote(scope, quoteId);
  if (!quote) throw new DomainError("not_found", "Quote not found");
  if (quote.status !== "approved") throw new DomainError("conflict", "Only an approved quote takes a deposit");
  const dueCents = quote.figures.depositOpenCents ?? 0;
  if (dueCents <= 0) throw new DomainError("conflict", "No deposit is due on this quote");
  const [business] = await db
    .select({ accountId: businesses.stripeAccountId, provider: businesses.paymentProvider, companyName: businesses.companyName, subdomain: businesses.portalSubdomain })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  if (!business || business.provider !== "stripe" || !business.accountId || !stripeConfigured()) throw new DomainError("conflict", NOT_PAYABLE_ONLINE);

  const { platformFeeBps } = await readPlatformSettings();
  const feeCents = applicationFeeCents(dueCents, platformFeeBps);
  const number = displayDocumentNumber(quote.quoteNumber, quote.id);
  const metadata = { purpose: QUOTE_DEPOSIT_PURPOSE, quote_id: quote.id, business_id: scope.businessId, customer_id: scope.customerId };
  const back = (query: string) => portalUrl(business.subdomain, `/quotes/${quote.id}?${query}`);
  const accountId = business.accountId;
  const session = await callStripe("checkout.sessions.create", () =>
    stripeClient().checkout.sessions.create(
      {
        mode: "payment",
        client_reference_id: quote.id,
        line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: dueCents, product_data: { name: `Deposit · Quote #${number} · ${business.companyName}` } } }],
        payment_intent_data: { ...(feeCents > 0 ? { application_fee_amount: feeCents } : {}), metadata },
        metadata,
        success_url: back("deposit=success"),
        cancel_url: back("deposit=cancelled"),
      },
      { stripeAccount: accountId },
    ),
  );
  if (!session.url) throw new DomainError("conflict", "The payment service could not be reached. Please try again in a moment.");
  await writeAuditEntry(db, {
    businessId: scope.businessId,
    actor: { type: "customer", id: scope.customerId },
    action: "quote.deposit_checkout_started",
    target: { type: "quote", id: quote.id },
    meta: { checkoutSessionId: session.id, amountCents: dueCents, applicationFeeCents: feeCents },
    ip: actor.ip,
  });
  return { url: session.url };
}

/**
 * Right after the customer approved: the deposit's Checkout when the business takes cards and the
 * quote asks one, else null. The approval has committed and stands either way (the deposit does
 * not gate it), so a Stripe failure here is logged and answered null — the quote's page then
 * offers "Pay deposit".
 */
export async function depositCheckoutAfterApproval(scope: CustomerScope, quoteId: string, actor: { ip: string | null }): Promise<string | null> {
  const [business] = await db
    .select({ paymentProvider: businesses.paymentProvider, stripeAccountId: businesses.stripeAccountId })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  if (!business?.stripeAccountId || !takesDepositsOnline(business)) return null;
  const quote = await getCustomerQuote(scope, quoteId);
  if (!quote || (quote.figures.depositOpenCents ?? 0) <= 0) return null;
  try {
    return (await createDepositCheckout(scope, quoteId, actor)).url;
  } catch (error) {
    console.error("deposit checkout after approval failed", error);
    return null;
  }
}
