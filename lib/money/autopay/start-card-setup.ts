import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, customerPaymentCards, customers } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { NOT_PAYABLE_ONLINE } from "../payments/create-invoice-checkout";
import { callStripe, stripeClient, stripeConfigured } from "../stripe/stripe-client";

/**
 * Account → "Save a card" / "Update card": a Stripe Checkout Session in setup mode on the
 * business's connected account, for the customer's Stripe Customer (made on first use and
 * kept in customer_payment_cards). Stripe hosts the card form; the card is stored only when
 * the signed webhook says so (record-saved-card.ts).
 */
export async function startCardSetup(scope: CustomerScope): Promise<{ url: string }> {
  const [row] = await db
    .select({ accountId: businesses.stripeAccountId, provider: businesses.paymentProvider, subdomain: businesses.portalSubdomain, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(and(eq(customers.id, scope.customerId), eq(customers.businessId, scope.businessId)));
  if (!row) throw new DomainError("not_found", "Customer not found");
  if (row.provider !== "stripe" || !row.accountId || !stripeConfigured()) throw new DomainError("conflict", NOT_PAYABLE_ONLINE);
  const accountId = row.accountId;
  const stripeCustomerId = await ensureStripeCustomer(scope, accountId, { email: row.email, name: `${row.firstName} ${row.lastName}`.trim() });
  const metadata = { purpose: "save_card", business_id: scope.businessId, customer_id: scope.customerId };
  const session = await callStripe("checkout.sessions.create (setup)", () =>
    stripeClient().checkout.sessions.create(
      {
        mode: "setup",
        customer: stripeCustomerId,
        setup_intent_data: { metadata },
        metadata,
        success_url: portalUrl(row.subdomain, "/account?card=saved#payment-card"),
        cancel_url: portalUrl(row.subdomain, "/account?card=cancelled#payment-card"),
      },
      { stripeAccount: accountId },
    ),
  );
  if (!session.url) throw new DomainError("conflict", "The payment service could not be reached. Please try again in a moment.");
  return { url: session.url };
}

/** The customer's Stripe Customer on this connected account: the stored one, or a new one. */
async function ensureStripeCustomer(scope: CustomerScope, accountId: string, who: { email: string | null; name: string }): Promise<string> {
  const where = and(eq(customerPaymentCards.businessId, scope.businessId), eq(customerPaymentCards.customerId, scope.customerId));
  const [existing] = await db.select({ accountId: customerPaymentCards.stripeAccountId, id: customerPaymentCards.stripeCustomerId }).from(customerPaymentCards).where(where);
  if (existing && existing.accountId === accountId) return existing.id;
  const created = await callStripe("customers.create", () =>
    stripeClient().customers.create({ ...(who.email ? { email: who.email } : {}), name: who.name, metadata: { business_id: scope.businessId, customer_id: scope.customerId } }, { stripeAccount: accountId }),
  );
  // A card saved on another (earlier) account cannot be charged on this one: start over.
  const fresh = { stripeAccountId: accountId, stripeCustomerId: created.id, paymentMethodId: null, cardBrand: null, cardLast4: null, cardExpMonth: null, cardExpYear: null, autopayEnabled: false, autopayEnabledAt: null, updatedAt: sql`now()` };
  await db
    .insert(customerPaymentCards)
    .values({ businessId: scope.businessId, customerId: scope.customerId, ...fresh })
    .onConflictDoUpdate({ target: [customerPaymentCards.businessId, customerPaymentCards.customerId], set: fresh });
  return created.id;
}
