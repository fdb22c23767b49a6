import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { bookingLeads, businesses } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { applicationFeeCents } from "@/lib/money/payments/application-fee";
import { callStripe, stripeClient, stripeConfigured } from "@/lib/money/stripe/stripe-client";
import { readPlatformSettings } from "@/lib/platform/platform-settings";
import { hashPassword } from "@/lib/security/passwords";
import { generateToken, hashToken } from "@/lib/security/tokens";
import { portalUrl } from "@/lib/tenancy/portal-url";
import { claimSlot } from "../availability/claim-slot";
import type { BookingInput } from "../bookings/booking-schema";
import { prepareBooking, type BookingBusiness, type PreparedBooking } from "../bookings/prepare-booking";
import { advanceLead } from "../leads/advance-lead";
import { BOOKING_CARD_PURPOSE, BOOKING_DEPOSIT_PURPOSE, type BookingDraft } from "./booking-draft";

export type BookingCheckout = { checkoutUrl: string; leadId: string; claimToken: string; depositCents: number; collects: "deposit" | "card" };

type StripeAccount = { accountId: string; companyName: string; subdomain: string };

/**
 * What this booking must collect on Stripe first (issue 39 item 3): the service's deposit, else —
 * when the business asks one — a card on file for autopay; nothing when the business takes no
 * cards (its connected account can charge, as for an invoice's Pay now). Null: book at once.
 */
async function whatToCollect(businessId: string, prepared: PreparedBooking): Promise<{ collects: "deposit" | "card"; account: StripeAccount } | null> {
  const collects = prepared.price.depositCents > 0 ? "deposit" : prepared.settings.requireCardOnFile ? "card" : null;
  if (!collects || !stripeConfigured()) return null;
  const [business] = await db
    .select({ accountId: businesses.stripeAccountId, provider: businesses.paymentProvider, companyName: businesses.companyName, subdomain: businesses.portalSubdomain })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business || business.provider !== "stripe" || !business.accountId) return null;
  return { collects, account: { accountId: business.accountId, companyName: business.companyName, subdomain: business.subdomain } };
}

/**
 * A booking that asks a deposit (or a card on file) goes to Stripe Checkout first (issue 39
 * item 3): nothing of the customer is made yet. The booking as submitted waits on the visit's
 * lead (step `checkout`, the password hashed) with the price computed now; a Checkout Session on
 * the business's connected account charges the deposit (a direct charge with the platform's fee,
 * as a quote's deposit) or, in setup mode, saves a card for a Stripe Customer made for it; its
 * metadata names the lead. The booking is made only when Stripe's signed webhook says so
 * (confirm-booking-payment.ts, confirm-booking-card.ts); an abandoned Checkout leaves the lead.
 * The chosen window is checked free now (the visitor should not pay for a time already gone) but
 * not held: if it is taken meanwhile, the booking takes the next free window.
 * Null when nothing is to be collected or the business takes no cards.
 */
export async function startBookingCheckout(business: BookingBusiness, input: BookingInput, ip: string | null, now = new Date()): Promise<BookingCheckout | null> {
  const prepared = await prepareBooking(business, input, now);
  const collect = await whatToCollect(business.id, prepared);
  if (!collect) return null;
  const { account, collects } = collect;
  await requireWindowFree(business.id, prepared, input, now);
  const { password: _password, ...submitted } = input;
  const passwordHash = input.signIn === "password" && input.password ? await hashPassword(input.password) : null;
  const claimToken = generateToken();
  const draft: BookingDraft = {
    request: { ...submitted, passwordHash },
    price: prepared.price,
    serviceName: prepared.serviceName,
    location: prepared.location,
    window: prepared.window,
    status: prepared.status,
    claimHash: hashToken(claimToken),
  };
  const leadId = await saveCheckoutLead(business.id, input, prepared, draft, now);
  const back = {
    success_url: portalUrl(account.subdomain, `/book/done?lead=${leadId}`),
    cancel_url: portalUrl(account.subdomain, `/book?checkout=cancelled&service=${input.serviceId}`),
  };
  const session = collects === "deposit" ? await depositSession(business.id, leadId, prepared, input, account, back) : await cardSession(business.id, leadId, input, account, back);
  if (!session.url) throw new DomainError("conflict", "The payment service could not be reached. Please try again in a moment.");
  await db.update(bookingLeads).set({ checkoutSessionId: session.id, updatedAt: now }).where(eq(bookingLeads.id, leadId));
  const depositCents = collects === "deposit" ? prepared.price.depositCents : 0;
  await writeAuditEntry(db, {
    businessId: business.id,
    actor: { type: "system", id: null },
    action: collects === "deposit" ? "booking.deposit_checkout_started" : "booking.card_checkout_started",
    target: { type: "booking_lead", id: leadId },
    meta: { checkoutSessionId: session.id, amountCents: depositCents, email: input.email },
    ip,
  });
  return { checkoutUrl: session.url, leadId, claimToken, depositCents, collects };
}

type Back = { success_url: string; cancel_url: string };

/** Checkout in payment mode for the deposit: a direct charge on the connected account with the platform's fee. */
async function depositSession(businessId: string, leadId: string, prepared: PreparedBooking, input: BookingInput, account: StripeAccount, back: Back) {
  const depositCents = prepared.price.depositCents;
  const { platformFeeBps } = await readPlatformSettings();
  const feeCents = applicationFeeCents(depositCents, platformFeeBps);
  const metadata = { purpose: BOOKING_DEPOSIT_PURPOSE, lead_id: leadId, business_id: businessId };
  return callStripe("checkout.sessions.create (booking deposit)", () =>
    stripeClient().checkout.sessions.create(
      {
        mode: "payment",
        client_reference_id: leadId,
        customer_email: input.email,
        line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: depositCents, product_data: { name: `Deposit · ${prepared.serviceName} · ${account.companyName}` } } }],
        payment_intent_data: { ...(feeCents > 0 ? { application_fee_amount: feeCents } : {}), metadata },
        metadata,
        ...back,
      },
      { stripeAccount: account.accountId },
    ),
  );
}

/** Checkout in setup mode: a card saved for a Stripe Customer made on the connected account for this booking. */
async function cardSession(businessId: string, leadId: string, input: BookingInput, account: StripeAccount, back: Back) {
  const metadata = { purpose: BOOKING_CARD_PURPOSE, lead_id: leadId, business_id: businessId };
  const customer = await callStripe("customers.create (booking card)", () =>
    stripeClient().customers.create({ email: input.email, name: `${input.firstName} ${input.lastName}`.trim(), metadata }, { stripeAccount: account.accountId }),
  );
  return callStripe("checkout.sessions.create (booking card)", () =>
    stripeClient().checkout.sessions.create({ mode: "setup", customer: customer.id, client_reference_id: leadId, setup_intent_data: { metadata }, metadata, ...back }, { stripeAccount: account.accountId }),
  );
}

/** The window's claim tried and rolled back: a window already gone is refused (409 with the next ones) before any payment. */
async function requireWindowFree(businessId: string, prepared: PreparedBooking, input: BookingInput, now: Date) {
  const probe = Symbol("free");
  await db
    .transaction(async (tx) => {
      await claimSlot(tx, { businessId, locationId: prepared.location.id, date: input.date, start: prepared.window.start, durationMinutes: prepared.price.durationMinutes, now }, async () => {
        throw probe;
      });
    })
    .catch((error: unknown) => {
      if (error !== probe) throw error;
    });
}

/**
 * The visit's lead at step `checkout`, holding the draft (advance-lead.ts: the step only moves
 * forward). A visit that already booked keeps its lead; a second booking from it, or a page that
 * sent no visit token, gets a lead of its own.
 */
async function saveCheckoutLead(businessId: string, input: BookingInput, prepared: PreparedBooking, draft: BookingDraft, now: Date): Promise<string> {
  const [visit] = input.visitToken
    ? await db.select({ bookingId: bookingLeads.bookingId }).from(bookingLeads).where(and(eq(bookingLeads.businessId, businessId), eq(bookingLeads.visitToken, input.visitToken)))
    : [];
  const visitToken = input.visitToken && !visit?.bookingId ? input.visitToken : generateToken();
  const lead = await advanceLead(
    db,
    businessId,
    visitToken,
    {
      step: "checkout",
      locationId: prepared.location.id, outOfArea: false, serviceId: input.serviceId, frequency: input.frequency, measure: input.measure, zip: input.zip,
      firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone, quotedCents: prepared.price.pricePerVisitCents,
      utmSource: input.utmSource, utmMedium: input.utmMedium, utmCampaign: input.utmCampaign,
      checkoutDraft: draft, checkoutSessionId: null, checkoutStartedAt: now,
    },
    now,
  );
  return lead!.id;
}
