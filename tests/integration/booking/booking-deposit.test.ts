import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as book } from "@/app/api/book/route";
import { GET as claim } from "@/app/api/book/claim/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { listBookings } from "@/lib/booking/bookings/list-bookings";
import { loadCheckoutOutcome } from "@/lib/booking/checkout/booking-after-checkout";
import { createVisitInvoices } from "@/lib/money/invoices/visit-invoicing/create-visit-invoices";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import type { FakeStripe } from "../../support/fake-stripe/server";
import { connectStripeAsOwner, startStripeForTests } from "../../support/fake-stripe/stripe-for-tests";
import { call, freshIp, HOSTS } from "../portal-auth/http";
import { bookingBody, bookingBusiness, localDateAhead } from "./fixtures";

/**
 * Issue 39 item 3, a booking's deposit by card: at a business that takes cards, a service asking
 * a deposit sends the visitor to Stripe Checkout (the real SDK against the local fake) and makes
 * nothing of the customer; the signed webhook makes the booking and records the deposit once; the
 * browser that paid is signed in with its claim cookie, once; an abandoned Checkout leaves a lead
 * and no customer; the deposit is credited to the first invoice of the booked visits.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

type World = Awaited<ReturnType<typeof bookingBusiness>>;
let fake: FakeStripe;
let stopStripe: () => Promise<void>;
let world: World;
const sessionIdOf = (url: string) => /\/checkout\/(?:setup\/)?(cs_[^/?]+)/.exec(url)![1];
const post = (body: Record<string, unknown>) => call(book, "/api/book", { host: HOSTS.tenant(world.business.portalSubdomain), body });
const customersOf = () => db.select().from(s.customers).where(eq(s.customers.businessId, world.business.id));
const claimCookieOf = (setCookie: string | null) => /sl_booking_claim=([^;]+)/.exec(setCookie ?? "")![1];

async function claimAs(leadId: string, cookie: string | null) {
  const host = HOSTS.tenant(world.business.portalSubdomain);
  const headers: Record<string, string> = { host, [CLIENT_ADDRESS_HEADER]: freshIp() };
  if (cookie) headers.cookie = cookie;
  const response = await claim(new Request(`http://${host}/api/book/claim?lead=${leadId}`, { headers }));
  return { status: response.status, location: response.headers.get("location"), setCookie: response.headers.get("set-cookie") ?? "" };
}

beforeAll(async () => {
  ({ fake, stop: stopStripe } = await startStripeForTests("whsec_test_booking_deposits"));
  world = await bookingBusiness();
  // Weekly mowing asks a $25.00 deposit.
  await db.update(s.servicePricing).set({ depositCents: 2_500 }).where(eq(s.servicePricing.serviceId, world.mowing.id));
  await connectStripeAsOwner(world.business.owner.id);
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, world.business.id));
  await stopStripe();
});

describe("a booking that asks a deposit", () => {
  it("goes to Checkout with nothing booked, is made when Stripe says paid, once, and signs in the browser that paid, once", async () => {
    const body = bookingBody(world, { visitToken: "visit-token-deposit-0001" });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, deposit: 25, message: "Taking you to secure payment of your deposit…" });
    const sessionId = sessionIdOf(String(res.json.checkout_url));
    expect(fake.sessions.get(sessionId)).toMatchObject({ amount_total: 2_500, metadata: { purpose: "booking_deposit", business_id: world.business.id } });
    expect(await customersOf()).toEqual([]);
    const [lead] = await db.select().from(s.bookingLeads).where(eq(s.bookingLeads.businessId, world.business.id));
    expect(lead).toMatchObject({ step: "checkout", email: body.email, visitToken: "visit-token-deposit-0001", checkoutSessionId: sessionId, bookingId: null, quotedCents: 4_590 });
    expect(JSON.stringify(lead.checkoutDraft)).not.toContain("Booking123!");
    expect(await loadCheckoutOutcome(world.business.id, lead.id)).toEqual({ state: "waiting" });

    const deliveries = await fake.pay(sessionId);
    expect(deliveries.map((d) => [d.status, JSON.parse(d.body).result])).toEqual([
      [200, "booked"],
      [200, "duplicate"],
    ]);
    const [customer] = await customersOf();
    expect(customer).toMatchObject({ email: body.email, portalAccessStatus: "active" });
    const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.customerId, customer.id));
    expect(booking).toMatchObject({ depositCents: 2_500, firstVisitCents: 5_100, pricePerVisitCents: 4_590, status: "confirmed", utmSource: "google" });
    const deposits = await db.select().from(s.payments).where(eq(s.payments.bookingId, booking.id));
    expect(deposits).toEqual([expect.objectContaining({ amountCents: 2_500, method: "stripe", invoiceId: null, quoteId: null, status: "succeeded" })]);
    const [paidLead] = await db.select().from(s.bookingLeads).where(eq(s.bookingLeads.id, lead.id));
    expect(paidLead).toMatchObject({ step: "paid", bookingId: booking.id });
    expect(JSON.stringify(paidLead.checkoutDraft)).not.toContain("passwordHash");
    const completed = fake.sent.findIndex((e) => e.type === "checkout.session.completed" && e.payload.includes(sessionId));
    const replays = await Promise.all(Array.from({ length: 5 }, () => fake.replay(completed)));
    expect(replays.map((r) => [r.status, JSON.parse(r.body).result])).toEqual(Array.from({ length: 5 }, () => [200, "duplicate"]));
    expect(await db.select().from(s.bookings).where(eq(s.bookings.businessId, world.business.id))).toHaveLength(1);
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, world.business.id), eq(s.auditLog.action, "booking.deposit_recorded")));
    expect(audit.meta).toMatchObject({ amountCents: 2_500, leadId: lead.id, moved: false });
    const emails = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, body.email));
    expect(emails.map((e) => e.subject)).toEqual(["You're booked: Weekly Mowing"]);
    expect(await loadCheckoutOutcome(world.business.id, lead.id)).toMatchObject({ state: "booked", status: "confirmed", mayClaim: true });
    const [listed] = await listBookings({ businessId: world.business.id }, { limit: 5, after: null });
    expect(listed).toMatchObject({ id: booking.id, depositCents: 2_500, depositPaidCents: 2_500 });

    // Another browser (no claim cookie, or a wrong one) is sent back to the confirmation page.
    expect(await claimAs(lead.id, null)).toMatchObject({ status: 303, location: `/book/done?lead=${lead.id}&claimed=0` });
    expect(await claimAs(lead.id, "sl_booking_claim=not-the-token")).toMatchObject({ status: 303, location: `/book/done?lead=${lead.id}&claimed=0` });
    const signedIn = await claimAs(lead.id, `sl_booking_claim=${claimCookieOf(res.setCookie)}`);
    expect(signedIn).toMatchObject({ status: 303, location: "/dashboard?booked=1" });
    expect(signedIn.setCookie).toContain("portal_session=");
    const [session] = await db.select().from(s.customerSessions).where(eq(s.customerSessions.customerId, customer.id));
    expect(session).toBeDefined();
    // Single use.
    expect(await claimAs(lead.id, `sl_booking_claim=${claimCookieOf(res.setCookie)}`)).toMatchObject({ location: `/book/done?lead=${lead.id}&claimed=0` });

    // The first visit done and invoiced: the deposit is on that invoice, which owes the rest.
    const [first] = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, booking.seriesId)).orderBy(asc(s.jobs.scheduledDate)).limit(1);
    await db.update(s.jobs).set({ status: "completed" }).where(eq(s.jobs.id, first.id));
    const batch = await createVisitInvoices(db, { businessId: world.business.id }, { visitIds: [first.id] }, { type: "staff", userId: world.business.owner.id });
    const [invoice] = await db.select().from(s.invoices).where(eq(s.invoices.id, batch.created[0].invoiceId));
    expect(invoice).toMatchObject({ amountCents: 5_100 + invoice.taxAmountCents, amountPaidCents: 2_500, status: "draft" });
    const [credited] = await db.select().from(s.payments).where(eq(s.payments.bookingId, booking.id));
    expect(credited.invoiceId).toBe(invoice.id);
  });

  it("abandoned at Checkout leaves a lead and no customer", async () => {
    const body = bookingBody(world, { email: "walked-away@example.test", date: localDateAhead(4) });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.json.checkout_url).toMatch(/\/checkout\/cs_/);
    expect((await customersOf()).map((c) => c.email)).not.toContain("walked-away@example.test");
    const [lead] = await db.select().from(s.bookingLeads).where(and(eq(s.bookingLeads.businessId, world.business.id), eq(s.bookingLeads.email, "walked-away@example.test")));
    expect(lead).toMatchObject({ step: "checkout", bookingId: null });
  });

  it("refuses a paid event for the lead from another Stripe account, and books nothing", async () => {
    const body = bookingBody(world, { email: "other-account@example.test", date: localDateAhead(5) });
    const res = await post(body);
    const session = fake.sessions.get(sessionIdOf(String(res.json.checkout_url)))!;
    const delivery = await fake.deliver("payment_intent.succeeded", { id: "pi_forged_1", object: "payment_intent", amount_received: 2_500, currency: "usd", metadata: session.metadata }, "acct_someone_else");
    expect(delivery.status).toBe(422);
    expect((await customersOf()).map((c) => c.email)).not.toContain("other-account@example.test");
  });

  it("two visitors paying for the same last window: the first paid has it, the other's first visit moves to the next free window", async () => {
    const date = localDateAhead(7);
    const first = await post(bookingBody(world, { email: "slow-payer@example.test", date }));
    const second = await post(bookingBody(world, { email: "quick-payer@example.test", date }));
    expect([first.status, second.status]).toEqual([201, 201]);
    await fake.pay(sessionIdOf(String(second.json.checkout_url)));
    const [late] = await fake.pay(sessionIdOf(String(first.json.checkout_url)));
    expect([late.status, JSON.parse(late.body).result]).toEqual([200, "booked"]);
    const made = await db
      .select({ email: s.customers.email, at: s.bookings.firstVisitAt })
      .from(s.bookings)
      .innerJoin(s.customers, eq(s.customers.id, s.bookings.customerId))
      .where(eq(s.bookings.businessId, world.business.id));
    const quick = made.find((b) => b.email === "quick-payer@example.test")!;
    const slow = made.find((b) => b.email === "slow-payer@example.test")!;
    expect(slow.at.getTime()).toBeGreaterThan(quick.at.getTime());
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, world.business.id), eq(s.auditLog.action, "booking.deposit_recorded"))).orderBy(desc(s.auditLog.createdAt)).limit(1);
    expect(audit.meta).toMatchObject({ moved: true });
  });

  it("asks a card on file when the business wants one and the service asks no deposit: the card saved is the new customer's, with autopay on", async () => {
    await db.update(s.servicePricing).set({ depositCents: null }).where(eq(s.servicePricing.serviceId, world.mowing.id));
    await db.insert(s.bookingSettings).values({ businessId: world.business.id, requireCardOnFile: true }).onConflictDoUpdate({ target: s.bookingSettings.businessId, set: { requireCardOnFile: true } });
    try {
      const body = bookingBody(world, { email: "card-on-file@example.test", date: localDateAhead(8) });
      const res = await post(body);
      expect(res.json).toMatchObject({ success: true, deposit: 0, message: "Taking you to save a card for your visits…" });
      expect(await customersOf()).not.toContainEqual(expect.objectContaining({ email: body.email }));
      const delivery = await fake.cards.saveCard(sessionIdOf(String(res.json.checkout_url)));
      expect([delivery.status, JSON.parse(delivery.body).result]).toEqual([200, "booked"]);
      const customer = (await customersOf()).find((c) => c.email === body.email)!;
      const [card] = await db.select().from(s.customerPaymentCards).where(eq(s.customerPaymentCards.customerId, customer.id));
      expect(card).toMatchObject({ cardLast4: "4242", autopayEnabled: true });
      const [lead] = await db.select().from(s.bookingLeads).where(eq(s.bookingLeads.email, body.email));
      expect(lead).toMatchObject({ step: "booked" });
      expect(await db.select().from(s.payments).where(eq(s.payments.businessId, world.business.id))).not.toContainEqual(expect.objectContaining({ amountCents: 0 }));

      // Someone typing that customer's email later cannot replace their card: the booking is theirs, the card stays.
      const again = await post(bookingBody(world, { email: body.email, date: localDateAhead(9) }));
      await fake.cards.saveCard(sessionIdOf(String(again.json.checkout_url)), { number: "5555 5555 5555 4444" });
      const [kept] = await db.select().from(s.customerPaymentCards).where(eq(s.customerPaymentCards.customerId, customer.id));
      expect(kept.paymentMethodId).toBe(card.paymentMethodId);
      expect(await db.select().from(s.bookings).where(eq(s.bookings.customerId, customer.id))).toHaveLength(2);
    } finally {
      await db.update(s.bookingSettings).set({ requireCardOnFile: false }).where(eq(s.bookingSettings.businessId, world.business.id));
      await db.update(s.servicePricing).set({ depositCents: 2_500 }).where(eq(s.servicePricing.serviceId, world.mowing.id));
    }
  });

  it("books at once, with no Checkout, when the service asks no deposit", async () => {
    await db.update(s.servicePricing).set({ depositCents: null }).where(eq(s.servicePricing.serviceId, world.mowing.id));
    const res = await post(bookingBody(world, { email: "no-deposit@example.test", date: localDateAhead(6), visitToken: "visit-token-no-deposit-01" }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, status: "confirmed" });
    expect(res.json.checkout_url).toBeUndefined();
    // The visit's lead is booked with it, so the funnel counts it.
    const [lead] = await db.select().from(s.bookingLeads).where(eq(s.bookingLeads.visitToken, "visit-token-no-deposit-01"));
    expect(lead).toMatchObject({ step: "booked", bookingId: res.json.booking_id, email: "no-deposit@example.test" });
    await db.update(s.servicePricing).set({ depositCents: 2_500 }).where(eq(s.servicePricing.serviceId, world.mowing.id));
  });
});
