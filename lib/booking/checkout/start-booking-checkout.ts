import "server-only";
import { eq, sql } from "drizzle-orm";
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
import { BOOKING_DEPOSIT_PURPOSE, type BookingDraft } from "./booking-draft";

export type BookingCheckout = { checkoutUrl: string; leadId: string; claimToken: string; depositCents: number };

/** A lead's step only moves forward (booking_leads.step, in BOOKING_LEAD_STEPS order). */
const STEP_ORDER = sql`ARRAY['visited','priced','contact','checkout','booked','paid']::text[]`;

/**
 * Whether this booking must be paid first (issue 39 item 3): the business takes cards (its
 * connected account can charge, as for an invoice's Pay now) and the service's rule asks a
 * deposit. Null: book at once (create-booking.ts).
 */
async function depositAccount(businessId: string, prepared: PreparedBooking): Promise<{ accountId: string; companyName: string; subdomain: string } | null> {
  if (prepared.price.depositCents <= 0 || !stripeConfigured()) return null;
  const [business] = await db
    .select({ accountId: businesses.stripeAccountId, provider: businesses.paymentProvider, companyName: businesses.companyName, subdomain: businesses.portalSubdomain })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business || business.provider !== "stripe" || !business.accountId) return null;
  return { accountId: business.accountId, companyName: business.companyName, subdomain: business.subdomain };
}

/**
 * A booking that asks a deposit goes to Stripe Checkout first (issue 39 item 3): nothing of the
 * customer is made yet. The booking as submitted waits on the visit's lead (step `checkout`,
 * the password hashed) with the price computed now; a Checkout Session on the business's
 * connected account charges the deposit (a direct charge with the platform's fee, as a quote's
 * deposit), its metadata naming the lead. The booking is made only when Stripe's signed webhook
 * says the deposit was paid (confirm-booking-payment.ts); an abandoned Checkout leaves the lead.
 * The chosen window is checked free now (the visitor should not pay for a time already gone) but
 * not held: if it is taken while they pay, the booking takes the next free window.
 * Null when no deposit is asked or the business takes no cards.
 */
export async function startBookingCheckout(business: BookingBusiness, input: BookingInput, ip: string | null, now = new Date()): Promise<BookingCheckout | null> {
  const prepared = await prepareBooking(business, input, now);
  const account = await depositAccount(business.id, prepared);
  if (!account) return null;
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
  const depositCents = prepared.price.depositCents;
  const { platformFeeBps } = await readPlatformSettings();
  const feeCents = applicationFeeCents(depositCents, platformFeeBps);
  const metadata = { purpose: BOOKING_DEPOSIT_PURPOSE, lead_id: leadId, business_id: business.id };
  const session = await callStripe("checkout.sessions.create (booking deposit)", () =>
    stripeClient().checkout.sessions.create(
      {
        mode: "payment",
        client_reference_id: leadId,
        customer_email: input.email,
        line_items: [{ quantity: 1, price_data: { currency: "usd", unit_amount: depositCents, product_data: { name: `Deposit · ${prepared.serviceName} · ${account.companyName}` } } }],
        payment_intent_data: { ...(feeCents > 0 ? { application_fee_amount: feeCents } : {}), metadata },
        metadata,
        success_url: portalUrl(account.subdomain, `/book/done?lead=${leadId}`),
        cancel_url: portalUrl(account.subdomain, `/book?checkout=cancelled${input.serviceId ? `&service=${input.serviceId}` : ""}`),
      },
      { stripeAccount: account.accountId },
    ),
  );
  if (!session.url) throw new DomainError("conflict", "The payment service could not be reached. Please try again in a moment.");
  await db.update(bookingLeads).set({ checkoutSessionId: session.id, updatedAt: now }).where(eq(bookingLeads.id, leadId));
  await writeAuditEntry(db, {
    businessId: business.id,
    actor: { type: "system", id: null },
    action: "booking.deposit_checkout_started",
    target: { type: "booking_lead", id: leadId },
    meta: { checkoutSessionId: session.id, amountCents: depositCents, applicationFeeCents: feeCents, email: input.email },
    ip,
  });
  return { checkoutUrl: session.url, leadId, claimToken, depositCents };
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

/** The visit's lead (made now when the page sent no visit token) at step `checkout`, holding the draft. */
async function saveCheckoutLead(businessId: string, input: BookingInput, prepared: PreparedBooking, draft: BookingDraft, now: Date): Promise<string> {
  const fields = {
    locationId: prepared.location.id, serviceId: input.serviceId, frequency: input.frequency, measure: input.measure, zip: input.zip,
    firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone, quotedCents: prepared.price.pricePerVisitCents,
    utmSource: input.utmSource, utmMedium: input.utmMedium, utmCampaign: input.utmCampaign,
    checkoutDraft: draft, checkoutSessionId: null, checkoutStartedAt: now, updatedAt: now,
  };
  const upsert = (visitToken: string) =>
    db
      .insert(bookingLeads)
      .values({ businessId, visitToken, step: "checkout", outOfArea: false, ...fields, createdAt: now })
      .onConflictDoUpdate({
        target: [bookingLeads.businessId, bookingLeads.visitToken],
        set: { ...fields, step: sql`CASE WHEN array_position(${STEP_ORDER}, ${bookingLeads.step}) > array_position(${STEP_ORDER}, 'checkout') THEN ${bookingLeads.step} ELSE 'checkout' END` },
        // A visit that already booked keeps its lead; a second booking from it gets a lead of its own.
        setWhere: sql`${bookingLeads.bookingId} IS NULL`,
      })
      .returning({ id: bookingLeads.id });
  const [lead] = input.visitToken ? await upsert(input.visitToken) : [];
  if (lead) return lead.id;
  const [fresh] = await upsert(generateToken());
  return fresh.id;
}
