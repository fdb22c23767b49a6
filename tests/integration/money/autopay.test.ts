import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { checkCustomerBalances, checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import { recordPayment } from "@/lib/money/payments/record-payment";
import { saveInvoiceDraft } from "@/lib/money/invoices/save-invoice-draft";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";
import { getCustomerAutopay } from "@/lib/money/autopay/get-saved-card";
import { listAutopayFailures } from "@/lib/money/autopay/list-autopay-failures";
import { chargeAutopayAttempt } from "@/lib/money/autopay/charge-autopay-attempt";
import { AUTOPAY_PROCESSING_LEASE_MS, runDueAutopayAttempts } from "@/lib/money/autopay/run-due-autopay-attempts";
import { removeCardAction, setAutopayAction, startCardSetupAction } from "@/lib/portal/actions/payment-card";
import { asCustomer } from "../../support/fake-request";
import type { FakeStripe } from "../../support/fake-stripe/server";
import { connectStripeAsOwner, startStripeForTests } from "../../support/fake-stripe/stripe-for-tests";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

/**
 * Issue 12, saved cards and autopay: the real SDK against the fake Stripe, its signed webhooks
 * through the real route handler. Saving a card (setup-mode Checkout → webhook → summary only),
 * the autopay switch, the charge when an invoice is issued (one payment + ledger entry, replays
 * no-ops), declines (attempt rows, dunning email, dashboard flag, retries at +1/+3/+5 days, none
 * after the last), and no charge for an invoice paid by hand meanwhile.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

const SECRET = "whsec_test_autopay";
const DAY = 86_400_000;
let fake: FakeStripe;
let stopStripe: () => Promise<void>;
let business: Awaited<ReturnType<typeof createBusiness>>;

beforeAll(async () => {
  ({ fake, stop: stopStripe } = await startStripeForTests(SECRET, "sk_test_autopay"));
  business = await createBusiness(db, { taxRate: 0 });
  await connectStripeAsOwner(business.owner.id);
  await db.insert(s.platformSettings).values({ key: "platform_fee_bps", value: 300 }).onConflictDoUpdate({ target: s.platformSettings.key, set: { value: 300 } });
});
afterAll(async () => {
  await db.delete(s.platformSettings).where(eq(s.platformSettings.key, "platform_fee_bps"));
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await stopStripe();
});

const owner = () => ({ type: "staff" as const, userId: business.owner.id, ip: null });
async function draft(customerId: string, rateCents: number) {
  const d = await saveInvoiceDraft({ businessId: business.id }, { customerId, description: "Lawn care", lineItems: [{ description: "Mowing", quantity: 1, rateCents }], discountCents: 0, dueDate: null, notes: null, paymentInstructions: null });
  return d.id;
}
async function issued(customerId: string, rateCents: number) {
  const id = await draft(customerId, rateCents);
  await sendInvoice({ businessId: business.id }, { invoiceId: id }, owner());
  return id;
}
/**
 * A run "now" reads the clock a second ahead: an attempt is due at the database's now()
 * (microseconds), and a JS Date taken in the same millisecond is truncated below it, so a run
 * right after the send could find the attempt not yet due (it happened on CI, then cascaded).
 */
const aMomentLater = () => new Date(Date.now() + 1_000);
const run = (now = aMomentLater()) => runDueAutopayAttempts(db, now, { businessIds: [business.id] });
const invoiceRow = async (id: string) => (await db.select().from(s.invoices).where(eq(s.invoices.id, id)))[0];
const paymentsOf = (id: string) => db.select().from(s.payments).where(eq(s.payments.invoiceId, id));
const attemptsOf = (id: string) => db.select().from(s.autopayAttempts).where(eq(s.autopayAttempts.invoiceId, id)).orderBy(asc(s.autopayAttempts.attemptNo));
const ledgerOf = async (id: string) => (await db.select().from(s.ledgerEntries).where(eq(s.ledgerEntries.invoiceId, id)).orderBy(s.ledgerEntries.createdAt)).map((l) => [l.kind, l.amountCents]);
const emailsTo = async (email: string) => db.select({ subject: s.emailOutbox.subject, text: s.emailOutbox.text }).from(s.emailOutbox).where(and(eq(s.emailOutbox.toAddress, email), like(s.emailOutbox.subject, "Automatic payment failed%")));
const sessionIdOf = (url: string) => /\/checkout\/setup\/(cs_[^/?]+)/.exec(url)![1];

/** A portal customer who saved a card on the fake Stripe page and (by default) turned autopay on. */
async function customerWithCard(options: { number?: string; autopay?: boolean } = {}) {
  const customer = await createCustomer(db, business.id);
  await asCustomer(customer, business.portalSubdomain);
  const started = await startCardSetupAction(null);
  if (!started.ok) throw new Error(started.message);
  const delivery = await fake.cards.saveCard(sessionIdOf(started.data.url), { number: options.number });
  expect(delivery.status).toBe(200);
  if (options.autopay !== false) expect(await setAutopayAction({ enabled: true })).toMatchObject({ ok: true });
  const [row] = await db.select().from(s.customerPaymentCards).where(eq(s.customerPaymentCards.customerId, customer.id));
  return { ...customer, email: customer.email!, stripeCustomerId: row.stripeCustomerId };
}

describe("saving a card (portal → Stripe setup page → webhook)", () => {
  it("makes a Stripe Customer and a setup-mode session on the connected account; the webhook keeps only the card summary", async () => {
    const customer = await createCustomer(db, business.id);
    await asCustomer(customer, business.portalSubdomain);
    expect(await setAutopayAction({ enabled: true })).toMatchObject({ ok: false, status: 409, message: "Save a card before turning on autopay" });
    const started = await startCardSetupAction(null);
    expect(started.ok).toBe(true);
    const url = (started as { data: { url: string } }).data.url;
    const [biz] = await db.select({ accountId: s.businesses.stripeAccountId }).from(s.businesses).where(eq(s.businesses.id, business.id));
    const call = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(call.account).toBe(biz.accountId);
    expect(call.body).toMatchObject({ mode: "setup", metadata: { purpose: "save_card", business_id: business.id, customer_id: customer.id } });
    expect(fake.requests.findLast((r) => r.path === "/v1/customers")!.account).toBe(biz.accountId);
    expect(await getCustomerAutopay({ businessId: business.id, customerId: customer.id })).toMatchObject({ card: null, autopayEnabled: false });

    const delivery = await fake.cards.saveCard(sessionIdOf(url));
    expect(delivery).toMatchObject({ status: 200 });
    expect(JSON.parse(delivery.body)).toMatchObject({ result: "saved" });
    // A replay of the same event changes nothing.
    const replay = await fake.replay(fake.sent.length - 1);
    expect(JSON.parse(replay.body)).toMatchObject({ result: "unchanged" });

    const view = await getCustomerAutopay({ businessId: business.id, customerId: customer.id });
    expect(view.card).toEqual({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2028 });
    const [row] = await db.select().from(s.customerPaymentCards).where(eq(s.customerPaymentCards.customerId, customer.id));
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
    const audits = await db.select({ action: s.auditLog.action }).from(s.auditLog).where(and(eq(s.auditLog.targetId, customer.id), eq(s.auditLog.action, "customer.card_saved")));
    expect(audits).toHaveLength(1);

    expect(await setAutopayAction({ enabled: true })).toMatchObject({ ok: true, data: { autopayEnabled: true } });
    const [consent] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, customer.id), eq(s.auditLog.action, "customer.autopay_enabled")));
    expect(consent.meta).toMatchObject({ consent: expect.stringContaining("I authorise") });

    expect(await removeCardAction(null)).toMatchObject({ ok: true, data: { removed: true } });
    expect(await getCustomerAutopay({ businessId: business.id, customerId: customer.id })).toMatchObject({ card: null, autopayEnabled: false });
  });

  it("refuses a setup event for another customer's Stripe Customer", async () => {
    const a = await customerWithCard({ autopay: false });
    const b = await createCustomer(db, business.id);
    const [biz] = await db.select({ accountId: s.businesses.stripeAccountId }).from(s.businesses).where(eq(s.businesses.id, business.id));
    const forged = await fake.deliver("checkout.session.completed", { id: "cs_forged", object: "checkout.session", mode: "setup", customer: a.stripeCustomerId, setup_intent: "seti_x", metadata: { business_id: business.id, customer_id: b.id } }, biz.accountId);
    expect(forged.status).toBe(422);
    expect(await getCustomerAutopay({ businessId: business.id, customerId: b.id })).toMatchObject({ card: null });
  });
});

describe("removing a card (detached in Stripe first)", () => {
  const cardRow = async (customerId: string) => (await db.select().from(s.customerPaymentCards).where(eq(s.customerPaymentCards.customerId, customerId)))[0];
  const removals = (customerId: string) => db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, customerId), eq(s.auditLog.action, "customer.card_removed")));

  it("detaches the PaymentMethod on the connected account, then forgets the card and turns autopay off", async () => {
    const customer = await customerWithCard();
    const { paymentMethodId, stripeAccountId } = await cardRow(customer.id);
    expect(await removeCardAction(null)).toMatchObject({ ok: true, data: { removed: true } });
    expect(fake.cards.detaches.filter((d) => d.paymentMethod === paymentMethodId)).toEqual([{ account: stripeAccountId, paymentMethod: paymentMethodId, status: 200 }]);
    expect(fake.cards.paymentMethods.get(paymentMethodId!)?.customer).toBeNull();
    expect(await cardRow(customer.id)).toMatchObject({ paymentMethodId: null, cardLast4: null, autopayEnabled: false, stripeCustomerId: customer.stripeCustomerId });
    expect((await removals(customer.id)).map((a) => a.meta)).toEqual([{ paymentMethodId, stripe: "detached" }]);
    // Nothing is saved any more: a second remove is a no-op that does not call Stripe.
    const before = fake.cards.detaches.length;
    expect(await removeCardAction(null)).toMatchObject({ ok: true, data: { removed: false } });
    expect(fake.cards.detaches).toHaveLength(before);
    // An invoice issued now is not charged.
    const invoiceId = await issued(customer.id, 3_000);
    expect(await attemptsOf(invoiceId)).toEqual([]);
  });

  it("a card Stripe no longer has (deleted, or detached in the dashboard) is still removed here", async () => {
    for (const gone of ["deleted", "detached"] as const) {
      const customer = await customerWithCard();
      const { paymentMethodId } = await cardRow(customer.id);
      if (gone === "deleted") fake.cards.paymentMethods.delete(paymentMethodId!);
      else fake.cards.paymentMethods.get(paymentMethodId!)!.customer = null;
      expect(await removeCardAction(null)).toMatchObject({ ok: true, data: { removed: true } });
      expect(fake.cards.detaches.findLast((d) => d.paymentMethod === paymentMethodId)?.status).toBe(gone === "deleted" ? 404 : 400);
      expect(await cardRow(customer.id)).toMatchObject({ paymentMethodId: null, autopayEnabled: false });
      expect((await removals(customer.id)).map((a) => a.meta)).toEqual([{ paymentMethodId, stripe: "already_gone" }]);
    }
  });

  it("any other Stripe failure is a clear refusal and changes nothing", async () => {
    const customer = await customerWithCard();
    const before = await cardRow(customer.id);
    fake.cards.refuseDetaches("The provided key does not have access to account");
    try {
      expect(await removeCardAction(null)).toMatchObject({ ok: false, status: 409, message: "The card could not be removed right now. Please try again in a moment." });
    } finally {
      fake.cards.refuseDetaches(null);
    }
    expect(fake.cards.detaches.findLast((d) => d.paymentMethod === before.paymentMethodId)?.status).toBe(403);
    expect(await cardRow(customer.id)).toEqual(before);
    expect(await removals(customer.id)).toEqual([]);
    expect(fake.cards.paymentMethods.get(before.paymentMethodId!)?.customer).toBe(customer.stripeCustomerId);
    // Autopay still charges the card it still has.
    const invoiceId = await issued(customer.id, 2_500);
    expect(await attemptsOf(invoiceId)).toMatchObject([{ attemptNo: 1, status: "scheduled" }]);
    expect(await run()).toMatchObject({ charged: 1 });
  });
});

describe("autopay when an invoice is issued", () => {
  it("charges the card off-session with the platform fee; the webhook records one payment and ledger entry; replays add nothing", async () => {
    const customer = await customerWithCard();
    const invoiceId = await issued(customer.id, 20_000);
    expect(await attemptsOf(invoiceId)).toMatchObject([{ attemptNo: 1, status: "scheduled" }]);
    expect(await run()).toEqual({ charged: 1, declined: 0, skipped: 0 });

    const intent = [...fake.cards.paymentIntents.values()].find((i) => i.metadata.invoice_id === invoiceId)!;
    expect(intent).toMatchObject({ amount: 20_000, application_fee_amount: 600, customer: customer.stripeCustomerId, off_session: true, idempotency_key: `autopay:${invoiceId}:1` });
    expect(await attemptsOf(invoiceId)).toMatchObject([{ attemptNo: 1, status: "succeeded", paymentIntentId: intent.id }]);
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
    expect(await paymentsOf(invoiceId)).toMatchObject([{ amountCents: 20_000, method: "stripe", providerRef: intent.id }]);
    expect(await ledgerOf(invoiceId)).toEqual([["invoice_issued", 20_000], ["payment", -20_000]]);

    const succeeded = fake.sent.findLastIndex((e) => e.type === "payment_intent.succeeded");
    await fake.replay(succeeded);
    await fake.replay(succeeded);
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
    expect(await ledgerOf(invoiceId)).toHaveLength(2);
    // A second run (or a second queue job) finds nothing due.
    expect(await run()).toEqual({ charged: 0, declined: 0, skipped: 0 });
    expect(await checkLedgerInvariant(db, { businessId: business.id })).toEqual([]);
    expect(await checkCustomerBalances(db, { businessId: business.id })).toEqual([]);
  });

  it("does not schedule anything for a customer without autopay", async () => {
    const customer = await customerWithCard({ autopay: false });
    const invoiceId = await issued(customer.id, 5_000);
    expect(await attemptsOf(invoiceId)).toEqual([]);
  });

  it("an invoice paid by hand before the charge runs is not charged", async () => {
    const customer = await customerWithCard();
    const invoiceId = await issued(customer.id, 7_000);
    await recordPayment({ businessId: business.id }, { invoiceId, amountCents: 7_000, method: "cash", note: null }, owner());
    const before = fake.cards.paymentIntents.size;
    expect(await run()).toEqual({ charged: 0, declined: 0, skipped: 1 });
    expect(fake.cards.paymentIntents.size).toBe(before);
    expect(await attemptsOf(invoiceId)).toMatchObject([{ status: "cancelled", failureMessage: "The invoice is already paid" }]);
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
  });
});

describe("dunning after a declined charge", () => {
  it("records the attempt, emails an update-card link, flags the dashboard, retries at +1/+3/+5 days, then stops", async () => {
    const customer = await customerWithCard({ number: "4000 0000 0000 0002" });
    const invoiceId = await issued(customer.id, 12_500);
    const t0 = aMomentLater();
    expect(await run(t0)).toEqual({ charged: 0, declined: 1, skipped: 0 });
    const [first, second] = await attemptsOf(invoiceId);
    expect(first).toMatchObject({ attemptNo: 1, status: "failed", failureMessage: "Your card was declined." });
    expect(second).toMatchObject({ attemptNo: 2, status: "scheduled" });
    expect(Math.round((second.nextRetryAt.getTime() - first.createdAt.getTime()) / DAY)).toBe(1);
    expect(fake.sent.at(-1)?.type).toBe("payment_intent.payment_failed");

    const emails = await emailsTo(customer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0].text).toContain("Your card was declined.");
    expect(emails[0].text).toContain(`http://${business.portalSubdomain}.localhost:3000/account#payment-card`);
    expect(emails[0].text).toContain("try again in 1 day");

    const flag = await listAutopayFailures({ businessId: business.id });
    expect(flag.count).toBeGreaterThanOrEqual(1);
    expect(flag.invoices.find((f) => f.invoiceId === invoiceId)).toMatchObject({ dueCents: 12_500, attempts: 1, message: "Your card was declined." });
    expect((await invoiceRow(invoiceId)).status).toBe("pending");

    // Not due yet: nothing happens.
    expect(await run(new Date(t0.getTime() + DAY / 2))).toEqual({ charged: 0, declined: 0, skipped: 0 });
    // +1 day, +3 days, +5 days: three more declines, then no fifth attempt.
    for (const days of [1, 3, 5]) expect(await run(new Date(first.createdAt.getTime() + days * DAY + 60_000))).toEqual({ charged: 0, declined: 1, skipped: 0 });
    const all = await attemptsOf(invoiceId);
    expect(all.map((a) => [a.attemptNo, a.status])).toEqual([[1, "failed"], [2, "failed"], [3, "failed"], [4, "failed"]]);
    expect(all.map((a) => Math.round((a.nextRetryAt.getTime() - first.createdAt.getTime()) / DAY))).toEqual([0, 1, 3, 5]);
    expect(await run(new Date(t0.getTime() + 30 * DAY))).toEqual({ charged: 0, declined: 0, skipped: 0 });
    // One email per decline; only the last says there will be no other try.
    const all4 = await emailsTo(customer.email);
    expect(all4).toHaveLength(4);
    expect(all4.filter((e) => e.text.includes("We will not try this card again"))).toHaveLength(1);
    expect(all4.filter((e) => e.text.includes("try again in 2 days"))).toHaveLength(2);
    expect((await invoiceRow(invoiceId)).status).toBe("pending");
    expect(await paymentsOf(invoiceId)).toEqual([]);
    expect((await listAutopayFailures({ businessId: business.id })).invoices.find((f) => f.invoiceId === invoiceId)).toMatchObject({ attempts: 4, nextRetryAt: null });
  });

  it("a retry succeeds once the card works again; the flag clears", async () => {
    const customer = await customerWithCard();
    fake.cards.declineCardsOf(customer.stripeCustomerId);
    const invoiceId = await issued(customer.id, 9_900);
    expect(await run()).toMatchObject({ declined: 1 });
    expect((await listAutopayFailures({ businessId: business.id })).invoices.some((f) => f.invoiceId === invoiceId)).toBe(true);
    fake.cards.acceptCardsOf(customer.stripeCustomerId);
    const [first] = await attemptsOf(invoiceId);
    expect(await run(new Date(first.createdAt.getTime() + DAY + 60_000))).toEqual({ charged: 1, declined: 0, skipped: 0 });
    expect((await attemptsOf(invoiceId)).map((a) => [a.attemptNo, a.status])).toEqual([[1, "failed"], [2, "succeeded"]]);
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
    expect((await listAutopayFailures({ businessId: business.id })).invoices.some((f) => f.invoiceId === invoiceId)).toBe(false);
  });

  it("a scheduled retry of an invoice paid meanwhile is cancelled without a charge", async () => {
    const customer = await customerWithCard();
    fake.cards.declineCardsOf(customer.stripeCustomerId);
    const invoiceId = await issued(customer.id, 4_000);
    await run();
    await recordPayment({ businessId: business.id }, { invoiceId, amountCents: 4_000, method: "check", note: null }, owner());
    fake.cards.acceptCardsOf(customer.stripeCustomerId);
    const before = fake.cards.paymentIntents.size;
    const [first] = await attemptsOf(invoiceId);
    expect(await run(new Date(first.createdAt.getTime() + DAY + 60_000))).toEqual({ charged: 0, declined: 0, skipped: 1 });
    expect(fake.cards.paymentIntents.size).toBe(before);
    expect((await attemptsOf(invoiceId)).map((a) => a.status)).toEqual(["failed", "cancelled"]);
  });
});

describe("an attempt left processing by a worker that stopped", () => {
  const MINUTE = 60_000;
  /** The attempt as a worker left it: claimed `ageMs` ago, no outcome recorded. */
  const leftProcessing = (attemptId: string, ageMs: number) => db.update(s.autopayAttempts).set({ status: "processing", updatedAt: new Date(Date.now() - ageMs) }).where(eq(s.autopayAttempts.id, attemptId));
  const intentsFor = (invoiceId: string) => [...fake.cards.paymentIntents.values()].filter((i) => i.metadata.invoice_id === invoiceId);
  const chargeCalls = (invoiceId: string) => fake.requests.filter((r) => r.path === "/v1/payment_intents" && (r.body.metadata as Record<string, string> | undefined)?.invoice_id === invoiceId);

  it("older than the lease, its Stripe request never sent: charged once, the invoice paid", async () => {
    expect(AUTOPAY_PROCESSING_LEASE_MS).toBe(10 * MINUTE);
    const customer = await customerWithCard();
    const invoiceId = await issued(customer.id, 8_800);
    const [attempt] = await attemptsOf(invoiceId);
    await leftProcessing(attempt.id, 11 * MINUTE);
    expect(await run()).toEqual({ charged: 1, declined: 0, skipped: 0 });
    expect(intentsFor(invoiceId)).toHaveLength(1);
    expect(await attemptsOf(invoiceId)).toMatchObject([{ attemptNo: 1, status: "succeeded", paymentIntentId: intentsFor(invoiceId)[0].id }]);
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
  });

  it("older than the lease, its charge made in Stripe but not recorded: the same key answers the same PaymentIntent — one charge, one payment", async () => {
    const customer = await customerWithCard();
    const invoiceId = await issued(customer.id, 6_600);
    const [attempt] = await attemptsOf(invoiceId);
    // The stopped worker: claimed, charged (Stripe's webhook still on its way), stopped before recording.
    fake.cards.holdEvents();
    await leftProcessing(attempt.id, 11 * MINUTE);
    const first = await chargeAutopayAttempt(db, attempt);
    expect(first).toMatchObject({ outcome: "charged" });
    expect((await invoiceRow(invoiceId)).status).toBe("pending");

    expect(await run()).toEqual({ charged: 1, declined: 0, skipped: 0 });
    expect(chargeCalls(invoiceId)).toHaveLength(2);
    expect(intentsFor(invoiceId)).toHaveLength(1);
    const [intent] = intentsFor(invoiceId);
    expect(intent.idempotency_key).toBe(`autopay:${invoiceId}:1`);
    expect(await attemptsOf(invoiceId)).toMatchObject([{ status: "succeeded", paymentIntentId: intent.id }]);

    const late = await fake.cards.releaseEvents();
    expect(late.map((d) => [d.type, d.status])).toEqual([["payment_intent.succeeded", 200]]);
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
    expect(await paymentsOf(invoiceId)).toMatchObject([{ amountCents: 6_600, providerRef: intent.id }]);
    expect(await checkLedgerInvariant(db, { businessId: business.id })).toEqual([]);
  });

  it("younger than the lease: left alone (its worker may still be waiting for Stripe) until the lease runs out", async () => {
    const customer = await customerWithCard();
    const invoiceId = await issued(customer.id, 4_400);
    const [attempt] = await attemptsOf(invoiceId);
    await leftProcessing(attempt.id, 2 * MINUTE);
    expect(await run()).toEqual({ charged: 0, declined: 0, skipped: 0 });
    expect(chargeCalls(invoiceId)).toEqual([]);
    expect(await attemptsOf(invoiceId)).toMatchObject([{ status: "processing" }]);
    // Claimed 9 minutes before the run: still its worker's. 11 minutes: taken over.
    expect(await run(new Date(Date.now() + 7 * MINUTE))).toEqual({ charged: 0, declined: 0, skipped: 0 });
    expect(await run(new Date(Date.now() + 9 * MINUTE))).toEqual({ charged: 1, declined: 0, skipped: 0 });
    expect(intentsFor(invoiceId)).toHaveLength(1);
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
  });

  it("two runs at once: only one takes it over", async () => {
    const customer = await customerWithCard();
    const invoiceId = await issued(customer.id, 3_300);
    const [attempt] = await attemptsOf(invoiceId);
    await leftProcessing(attempt.id, 30 * MINUTE);
    const results = await Promise.all([run(), run()]);
    expect(results.reduce((sum, r) => sum + r.charged, 0)).toBe(1);
    expect(results.reduce((sum, r) => sum + r.declined + r.skipped, 0)).toBe(0);
    expect(chargeCalls(invoiceId)).toHaveLength(1);
    expect(intentsFor(invoiceId)).toHaveLength(1);
    expect(await attemptsOf(invoiceId)).toMatchObject([{ status: "succeeded" }]);
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
  });
});
