import { randomUUID } from "node:crypto";
import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { recordPayment } from "@/lib/money/payments/record-payment";
import { saveInvoiceDraft } from "@/lib/money/invoices/save-invoice-draft";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";
import { voidInvoice } from "@/lib/money/invoices/void-invoice";
import { AUTOPAY_CONSENT_TEXT } from "@/lib/money/autopay/autopay-policy";
import { chargeAutopayAttempt } from "@/lib/money/autopay/charge-autopay-attempt";
import { CARD_NOT_REMOVED_MESSAGE } from "@/lib/money/autopay/detach-payment-method";
import { getCustomerAutopay } from "@/lib/money/autopay/get-saved-card";
import { listAutopayFailures } from "@/lib/money/autopay/list-autopay-failures";
import { removeSavedCard } from "@/lib/money/autopay/remove-saved-card";
import { runDueAutopayAttempts } from "@/lib/money/autopay/run-due-autopay-attempts";
import { AUTOPAY_QUEUE, scheduleAutopay } from "@/lib/money/invoices/schedule-autopay";
import { setAutopay } from "@/lib/money/autopay/set-autopay";
import { CARD_PAYMENTS_OFF_MESSAGE, stripeClient } from "@/lib/money/stripe/stripe-client";
import { setAutopayAction, startCardSetupAction } from "@/lib/portal/actions/payment-card";
import { sendWorkerJob } from "@/lib/webhooks/webhook-job-sender";
import { asCustomer } from "../../support/fake-request";
import type { FakeStripe } from "../../support/fake-stripe/server";
import { connectStripeAsOwner, startStripeForTests } from "../../support/fake-stripe/stripe-for-tests";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

/**
 * Autopay, pinned exactly (complements autopay.test.ts). Each test exists to kill StrykerJS
 * mutants that survived the money group's run in lib/money/autopay/: chargeAutopayAttempt's
 * exact skip reasons and the amount it charges (what is still due, for a partly paid or overdue
 * invoice); scheduleAutopay's answer and the queue it nudges; the audit rows of the autopay
 * switch and of removing a card (and a card saved again mid-removal staying); which Stripe
 * errors on detach mean "already gone"; the dashboard's failure list (count, trimmed names,
 * only unpaid invoices); the dunning notice's wording and button; the card summary's fallback
 * brand. Same fake Stripe and conventions as autopay.test.ts.
 * Left alone, being equivalent: `.select({ id })` → `.select({})` in schedule-autopay.ts (a row
 * of no columns is still a row), and `e.message ?? ""` → `?? "Stryker was here!"` in
 * detach-payment-method.ts (neither text matches /not attached to a customer/).
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);
// The real sender (a no-op here: the queue is off in tests), watched to see which queue is nudged.
vi.mock("@/lib/webhooks/webhook-job-sender", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/webhooks/webhook-job-sender")>();
  return { ...real, sendWorkerJob: vi.fn(real.sendWorkerJob) };
});

type Business = Awaited<ReturnType<typeof createBusiness>>;
const DAY = 86_400_000;
const DECLINING = "4000 0000 0000 0002";
let fake: FakeStripe;
let stopStripe: () => Promise<void>;
/** Most tests; `dunning` has only the failures the failure-list test makes, so its count is exact. */
let business: Business;
let dunning: Business;

beforeAll(async () => {
  ({ fake, stop: stopStripe } = await startStripeForTests("whsec_test_autopay_exact", "sk_test_autopay_exact"));
  business = await createBusiness(db, { taxRate: 0 });
  await connectStripeAsOwner(business.owner.id);
  dunning = await createBusiness(db, { taxRate: 0 });
  await connectStripeAsOwner(dunning.owner.id);
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await db.delete(s.businesses).where(eq(s.businesses.id, dunning.id));
  await stopStripe();
});

const owner = (biz: Business) => ({ type: "staff" as const, userId: biz.owner.id, ip: null });
async function draft(customerId: string, rateCents: number, biz = business) {
  const d = await saveInvoiceDraft({ businessId: biz.id }, { customerId, description: "Lawn care", lineItems: [{ description: "Mowing", quantity: 1, rateCents }], discountCents: 0, dueDate: null, notes: null, paymentInstructions: null });
  return d.id;
}
async function issued(customerId: string, rateCents: number, biz = business) {
  const id = await draft(customerId, rateCents, biz);
  await sendInvoice({ businessId: biz.id }, { invoiceId: id }, owner(biz));
  return id;
}
/** A second ahead of the database's now(), so an attempt scheduled just now is due (see autopay.test.ts). */
const aMomentLater = () => new Date(Date.now() + 1_000);
const run = (now = aMomentLater(), biz = business) => runDueAutopayAttempts(db, now, { businessIds: [biz.id] });
const invoiceRow = async (id: string) => (await db.select().from(s.invoices).where(eq(s.invoices.id, id)))[0];
const cardRow = async (customerId: string) => (await db.select().from(s.customerPaymentCards).where(eq(s.customerPaymentCards.customerId, customerId)))[0];
const attemptsOf = (id: string) => db.select().from(s.autopayAttempts).where(eq(s.autopayAttempts.invoiceId, id)).orderBy(asc(s.autopayAttempts.attemptNo));
const paymentsOf = async (id: string) => (await db.select().from(s.payments).where(eq(s.payments.invoiceId, id)).orderBy(asc(s.payments.createdAt))).map((p) => [p.method, p.amountCents]);
/** The charges (POST /v1/payment_intents) the app sent the fake Stripe for one invoice. */
const chargeCalls = (invoiceId: string) => fake.requests.filter((r) => r.path === "/v1/payment_intents" && (r.body.metadata as Record<string, string> | undefined)?.invoice_id === invoiceId);
/** An attempt as the worker claims it (chargeAutopayAttempt never reads its id). */
const attemptFor = (customer: { id: string; businessId: string }, invoiceId: string, attemptNo = 1) => ({ id: randomUUID(), businessId: customer.businessId, invoiceId, customerId: customer.id, attemptNo });
const auditsOf = (customerId: string, action: string) =>
  db
    .select({ action: s.auditLog.action, actorType: s.auditLog.actorType, actorId: s.auditLog.actorId, targetType: s.auditLog.targetType, targetId: s.auditLog.targetId, meta: s.auditLog.meta, ip: s.auditLog.ip })
    .from(s.auditLog)
    .where(and(eq(s.auditLog.targetId, customerId), like(s.auditLog.action, action)))
    .orderBy(asc(s.auditLog.createdAt));
const sessionIdOf = (url: string) => /\/checkout\/setup\/(cs_[^/?]+)/.exec(url)![1];

/** A portal customer who saved a card on the fake Stripe page and (by default) turned autopay on. */
async function customerWithCard(options: { number?: string; autopay?: boolean; biz?: Business; name?: { firstName: string; lastName: string } } = {}) {
  const biz = options.biz ?? business;
  const customer = await createCustomer(db, biz.id, options.name ?? {});
  await asCustomer(customer, biz.portalSubdomain);
  const started = await startCardSetupAction(null);
  if (!started.ok) throw new Error(started.message);
  expect((await fake.cards.saveCard(sessionIdOf(started.data.url), { number: options.number })).status).toBe(200);
  if (options.autopay !== false) expect(await setAutopayAction({ enabled: true })).toMatchObject({ ok: true });
  const row = await cardRow(customer.id);
  return { ...customer, email: customer.email!, scope: { businessId: biz.id, customerId: customer.id }, stripeCustomerId: row.stripeCustomerId, paymentMethodId: row.paymentMethodId!, stripeAccountId: row.stripeAccountId };
}

describe("chargeAutopayAttempt re-reads the invoice, the card and the business before charging", () => {
  const turnedAway = (reason: string) => ({ outcome: "skipped", reason });

  it("an invoice that no longer exists is skipped, with nothing sent to Stripe", async () => {
    const customer = await customerWithCard();
    const gone = randomUUID();
    expect(await chargeAutopayAttempt(db, attemptFor(customer, gone))).toEqual(turnedAway("The invoice no longer exists"));
    expect(chargeCalls(gone)).toEqual([]);
  });

  it("a partly paid invoice: charges exactly what is still due", async () => {
    const customer = await customerWithCard();
    const invoiceId = await issued(customer.id, 10_000);
    await recordPayment({ businessId: business.id }, { invoiceId, amountCents: 3_250, method: "cash", note: null }, owner(business));
    expect((await invoiceRow(invoiceId)).status).toBe("pending");
    expect(await run()).toEqual({ charged: 1, declined: 0, skipped: 0 });
    expect(chargeCalls(invoiceId)).toMatchObject([{ method: "POST", account: customer.stripeAccountId, idempotencyKey: `autopay:${invoiceId}:1`, body: { amount: "6750", currency: "usd", customer: customer.stripeCustomerId, payment_method: customer.paymentMethodId } }]);
    expect(await attemptsOf(invoiceId)).toMatchObject([{ attemptNo: 1, status: "succeeded", amountCents: 6_750 }]);
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
    expect(await paymentsOf(invoiceId)).toEqual([["cash", 3_250], ["stripe", 6_750]]);
  });

  it("an overdue invoice is charged like a pending one", async () => {
    const customer = await customerWithCard();
    const invoiceId = await issued(customer.id, 4_200);
    await db.update(s.invoices).set({ status: "overdue" }).where(eq(s.invoices.id, invoiceId));
    expect(await run()).toEqual({ charged: 1, declined: 0, skipped: 0 });
    expect(chargeCalls(invoiceId)).toMatchObject([{ body: { amount: "4200" } }]);
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
    expect(await paymentsOf(invoiceId)).toEqual([["stripe", 4_200]]);
  });

  it("a paid invoice, a void one (still owing) and a pending one with nothing due are each skipped with their reason", async () => {
    const customer = await customerWithCard();
    const paid = await issued(customer.id, 2_000);
    await recordPayment({ businessId: business.id }, { invoiceId: paid, amountCents: 2_000, method: "check", note: null }, owner(business));
    const voided = await issued(customer.id, 2_100);
    await voidInvoice({ businessId: business.id }, { invoiceId: voided, reason: "Billed twice" }, owner(business));
    // No app path leaves this (settling the balance marks it paid): forced, so only `dueCents <= 0` turns it away.
    const nothingDue = await issued(customer.id, 2_200);
    await db.update(s.invoices).set({ amountPaidCents: 2_200 }).where(eq(s.invoices.id, nothingDue));
    expect((await invoiceRow(nothingDue)).status).toBe("pending");

    expect(await chargeAutopayAttempt(db, attemptFor(customer, paid))).toEqual(turnedAway("The invoice is already paid"));
    expect(await chargeAutopayAttempt(db, attemptFor(customer, voided))).toEqual(turnedAway("The invoice is void"));
    expect(await chargeAutopayAttempt(db, attemptFor(customer, nothingDue))).toEqual(turnedAway("The invoice is already paid"));
    for (const id of [paid, voided, nothingDue]) expect(chargeCalls(id)).toEqual([]);
    // The worker's run turns their scheduled attempts away the same way.
    expect(await run()).toEqual({ charged: 0, declined: 0, skipped: 3 });
    expect((await Promise.all([paid, voided, nothingDue].map(attemptsOf))).map(([a]) => [a.status, a.failureMessage])).toEqual([
      ["cancelled", "The invoice is already paid"],
      ["cancelled", "The invoice is void"],
      ["cancelled", "The invoice is already paid"],
    ]);
    for (const id of [paid, voided, nothingDue]) expect(chargeCalls(id)).toEqual([]);
  });

  it("autopay turned off: skipped with its reason", async () => {
    const customer = await customerWithCard({ autopay: false });
    const invoiceId = await issued(customer.id, 3_000);
    expect(await attemptsOf(invoiceId)).toEqual([]);
    expect(await chargeAutopayAttempt(db, attemptFor(customer, invoiceId))).toEqual(turnedAway("Autopay was turned off or the card removed"));
    expect(chargeCalls(invoiceId)).toEqual([]);
  });

  it("a business that no longer takes cards (manual payments, the card on an earlier Stripe account, no Stripe key): skipped, nothing charged", async () => {
    const reason = turnedAway("The business does not take card payments now");
    const customer = await customerWithCard();
    const invoiceId = await issued(customer.id, 5_500);
    const attempt = attemptFor(customer, invoiceId);

    await db.update(s.businesses).set({ paymentProvider: "manual" }).where(eq(s.businesses.id, business.id));
    try {
      expect(await chargeAutopayAttempt(db, attempt)).toEqual(reason);
    } finally {
      await db.update(s.businesses).set({ paymentProvider: "stripe" }).where(eq(s.businesses.id, business.id));
    }

    await db.update(s.customerPaymentCards).set({ stripeAccountId: "acct_test_before_reconnect" }).where(eq(s.customerPaymentCards.customerId, customer.id));
    expect(await chargeAutopayAttempt(db, attempt)).toEqual(reason);
    await db.update(s.customerPaymentCards).set({ stripeAccountId: customer.stripeAccountId }).where(eq(s.customerPaymentCards.customerId, customer.id));

    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    try {
      expect(await chargeAutopayAttempt(db, attempt)).toEqual(reason);
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
    }
    expect(chargeCalls(invoiceId)).toEqual([]);
    // Everything put back, its scheduled attempt charges.
    expect(await run()).toEqual({ charged: 1, declined: 0, skipped: 0 });
    expect(chargeCalls(invoiceId)).toMatchObject([{ body: { amount: "5500" } }]);
  });
});

describe("scheduleAutopay", () => {
  it("issuing an autopay customer's invoice nudges the payments-autopay queue with it; another customer's does not", async () => {
    expect(AUTOPAY_QUEUE).toBe("payments-autopay");
    const withAutopay = await customerWithCard();
    const without = await customerWithCard({ autopay: false });
    vi.mocked(sendWorkerJob).mockClear();
    const charged = await issued(withAutopay.id, 1_500);
    await issued(without.id, 1_500);
    expect(vi.mocked(sendWorkerJob).mock.calls).toEqual([["payments-autopay", { invoiceId: charged }]]);
    expect(await run()).toEqual({ charged: 1, declined: 0, skipped: 0 });
  });

  it("answers true when it schedules attempt 1, false when it is already there or the customer has no autopay", async () => {
    const customer = await customerWithCard();
    const invoiceId = await issued(customer.id, 6_000);
    const invoice = { businessId: business.id, customerId: customer.id, invoiceId };
    expect(await scheduleAutopay(db, invoice)).toBe(false);
    // As if scheduling had failed when the invoice was issued.
    await db.delete(s.autopayAttempts).where(eq(s.autopayAttempts.invoiceId, invoiceId));
    expect(await scheduleAutopay(db, invoice)).toBe(true);
    expect(await attemptsOf(invoiceId)).toMatchObject([{ attemptNo: 1, status: "scheduled" }]);
    expect(await scheduleAutopay(db, invoice)).toBe(false);
    expect(await attemptsOf(invoiceId)).toHaveLength(1);
    expect(await run()).toEqual({ charged: 1, declined: 0, skipped: 0 });

    const off = await customerWithCard({ autopay: false });
    const offInvoice = await issued(off.id, 6_000);
    expect(await scheduleAutopay(db, { businessId: business.id, customerId: off.id, invoiceId: offInvoice })).toBe(false);
    expect(await attemptsOf(offInvoice)).toEqual([]);
  });
});

describe("setAutopay writes one audit row per change", () => {
  const ip = "203.0.113.7";

  it("on, on again, off, off again: an enabled row with the consent, a disabled row, nothing for the repeats", async () => {
    const customer = await customerWithCard({ autopay: false });
    const by = { actorType: "customer", actorId: customer.id, targetType: "customer", targetId: customer.id, ip };
    expect(await setAutopay(customer.scope, { enabled: true }, { ip })).toEqual({ autopayEnabled: true });
    expect(await setAutopay(customer.scope, { enabled: true }, { ip })).toEqual({ autopayEnabled: true });
    expect(await auditsOf(customer.id, "customer.autopay%")).toEqual([{ action: "customer.autopay_enabled", ...by, meta: { consent: AUTOPAY_CONSENT_TEXT } }]);
    expect(await setAutopay(customer.scope, { enabled: false }, { ip })).toEqual({ autopayEnabled: false });
    expect(await setAutopay(customer.scope, { enabled: false }, { ip })).toEqual({ autopayEnabled: false });
    expect(await auditsOf(customer.id, "customer.autopay%")).toEqual([
      { action: "customer.autopay_enabled", ...by, meta: { consent: AUTOPAY_CONSENT_TEXT } },
      { action: "customer.autopay_disabled", ...by, meta: null },
    ]);
    expect(await cardRow(customer.id)).toMatchObject({ autopayEnabled: false, autopayEnabledAt: null });
  });

  it("a customer who never saved a card: off is a no-op, on is refused; no row, no audit", async () => {
    const customer = await createCustomer(db, business.id);
    const scope = { businessId: business.id, customerId: customer.id };
    expect(await setAutopay(scope, { enabled: false }, { ip })).toEqual({ autopayEnabled: false });
    await expect(setAutopay(scope, { enabled: true }, { ip })).rejects.toThrow("Save a card before turning on autopay");
    expect(await cardRow(customer.id)).toBeUndefined();
    expect(await auditsOf(customer.id, "customer.%")).toEqual([]);
  });
});

describe("removeSavedCard", () => {
  const removals = (customerId: string) => auditsOf(customerId, "customer.card_removed");

  it("nothing saved: exactly { removed: false }, no Stripe call, no audit", async () => {
    const customer = await createCustomer(db, business.id);
    const detaches = fake.cards.detaches.length;
    expect(await removeSavedCard({ businessId: business.id, customerId: customer.id }, { ip: null })).toEqual({ removed: false });
    expect(fake.cards.detaches).toHaveLength(detaches);
    expect(await removals(customer.id)).toEqual([]);
  });

  it("a card saved again while the old one is being detached stays: { removed: false }, no audit", async () => {
    const customer = await customerWithCard();
    const methods = stripeClient().paymentMethods;
    const realDetach = methods.detach.bind(methods);
    // Stripe answers the detach; before removeSavedCard goes on, the customer's new card lands (its webhook).
    const detach = vi.spyOn(methods, "detach").mockImplementationOnce(async (...args: Parameters<typeof realDetach>) => {
      const answer = await realDetach(...args);
      const started = await startCardSetupAction(null);
      if (!started.ok) throw new Error(started.message);
      expect((await fake.cards.saveCard(sessionIdOf(started.data.url), { number: "5555 5555 5555 4444" })).status).toBe(200);
      return answer;
    });
    try {
      expect(await removeSavedCard(customer.scope, { ip: null })).toEqual({ removed: false });
    } finally {
      detach.mockRestore();
    }
    expect(fake.cards.detaches.filter((d) => d.paymentMethod === customer.paymentMethodId).map((d) => d.status)).toEqual([200]);
    expect(await cardRow(customer.id)).toMatchObject({ cardBrand: "mastercard", cardLast4: "4444", autopayEnabled: true });
    expect((await cardRow(customer.id)).paymentMethodId).not.toBe(customer.paymentMethodId);
    expect(await removals(customer.id)).toEqual([]);
  });

  it("removing the card: one audit row on the customer, with the method and what Stripe said", async () => {
    const customer = await customerWithCard();
    expect(await removeSavedCard(customer.scope, { ip: "198.51.100.4" })).toEqual({ removed: true });
    expect(await removals(customer.id)).toEqual([
      { action: "customer.card_removed", actorType: "customer", actorId: customer.id, targetType: "customer", targetId: customer.id, meta: { paymentMethodId: customer.paymentMethodId, stripe: "detached" }, ip: "198.51.100.4" },
    ]);
  });
});

describe("detaching a card in Stripe: which failures mean the card is already gone", () => {
  const removals = (customerId: string) => auditsOf(customerId, "customer.card_removed");
  /** What removing the card threw, and what it logged with console.error (silenced meanwhile). */
  async function failedRemoval(scope: { businessId: string; customerId: string }) {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const error = await removeSavedCard(scope, { ip: null }).then(
        () => null,
        (e: unknown) => e,
      );
      return { error, logged: logged.mock.calls.slice() };
    } finally {
      logged.mockRestore();
    }
  }

  it("a refusal that is not an invalid request is a refusal even if it says 'not attached to a customer': logged, card kept", async () => {
    const customer = await customerWithCard();
    const before = await cardRow(customer.id);
    fake.cards.refuseDetaches("This payment method is not attached to a customer you can access");
    try {
      const { error, logged } = await failedRemoval(customer.scope);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: "conflict", message: CARD_NOT_REMOVED_MESSAGE });
      expect(logged).toEqual([["Stripe: paymentMethods.detach failed", expect.objectContaining({ type: "StripePermissionError" })]]);
    } finally {
      fake.cards.refuseDetaches(null);
    }
    expect(fake.cards.detaches.findLast((d) => d.paymentMethod === customer.paymentMethodId)?.status).toBe(403);
    expect(await cardRow(customer.id)).toEqual(before);
    expect(await removals(customer.id)).toEqual([]);
  });

  it("an invalid request that is neither 'no such method' nor 'not attached' is a refusal: logged, card kept", async () => {
    const customer = await customerWithCard();
    const before = await cardRow(customer.id);
    fake.cards.refuseDetaches("Invalid stripe_account header", { status: 400, type: "invalid_request_error" });
    try {
      const { error, logged } = await failedRemoval(customer.scope);
      expect(error).toMatchObject({ code: "conflict", message: CARD_NOT_REMOVED_MESSAGE });
      expect(logged).toEqual([["Stripe: paymentMethods.detach failed", expect.objectContaining({ type: "StripeInvalidRequestError" })]]);
    } finally {
      fake.cards.refuseDetaches(null);
    }
    expect(fake.cards.detaches.findLast((d) => d.paymentMethod === customer.paymentMethodId)).toMatchObject({ account: customer.stripeAccountId, status: 400 });
    expect(await cardRow(customer.id)).toEqual(before);
    expect(await removals(customer.id)).toEqual([]);
  });

  it("no Stripe key on the server: that refusal itself, not logged as a Stripe failure; card kept", async () => {
    const customer = await customerWithCard();
    const before = await cardRow(customer.id);
    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    try {
      const { error, logged } = await failedRemoval(customer.scope);
      expect(error).toMatchObject({ code: "conflict", message: CARD_PAYMENTS_OFF_MESSAGE });
      expect(logged).toEqual([]);
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
    }
    expect(await cardRow(customer.id)).toEqual(before);
    expect(await removals(customer.id)).toEqual([]);
  });
});

describe("the dashboard's autopay failures", () => {
  it("counts the unpaid (pending or overdue) invoices with a declined charge, names their customers trimmed, leaves out one paid since", async () => {
    const dana = await customerWithCard({ biz: dunning, number: DECLINING, name: { firstName: "Dana", lastName: "" } });
    const eli = await customerWithCard({ biz: dunning, number: DECLINING, name: { firstName: "Eli", lastName: "Stone" } });
    const fay = await customerWithCard({ biz: dunning, number: DECLINING });
    const pending = await issued(dana.id, 1_100, dunning);
    expect(await run(aMomentLater(), dunning)).toEqual({ charged: 0, declined: 1, skipped: 0 });
    const overdue = await issued(eli.id, 2_200, dunning);
    expect(await run(aMomentLater(), dunning)).toEqual({ charged: 0, declined: 1, skipped: 0 });
    await db.update(s.invoices).set({ status: "overdue" }).where(eq(s.invoices.id, overdue));
    const paidSince = await issued(fay.id, 3_300, dunning);
    expect(await run(aMomentLater(), dunning)).toEqual({ charged: 0, declined: 1, skipped: 0 });
    await recordPayment({ businessId: dunning.id }, { invoiceId: paidSince, amountCents: 3_300, method: "cash", note: null }, owner(dunning));

    const failure = async (invoiceId: string, customerName: string, dueCents: number) => ({
      invoiceId,
      invoiceNumber: (await invoiceRow(invoiceId)).invoiceNumber,
      customerName,
      dueCents,
      message: "Your card was declined.",
      attempts: 1,
      nextRetryAt: (await attemptsOf(invoiceId))[1].nextRetryAt,
    });
    // Newest failure first.
    expect(await listAutopayFailures({ businessId: dunning.id })).toEqual({ count: 2, invoices: [await failure(overdue, "Eli Stone", 2_200), await failure(pending, "Dana", 1_100)] });
  });

  it("a business with no failures: a count of 0 and no invoices", async () => {
    const quiet = await createBusiness(db);
    try {
      expect(await listAutopayFailures({ businessId: quiet.id })).toEqual({ count: 0, invoices: [] });
    } finally {
      await db.delete(s.businesses).where(eq(s.businesses.id, quiet.id));
    }
  });
});

describe("the dunning notice", () => {
  const notices = (email: string) =>
    db
      .select({ subject: s.emailOutbox.subject, text: s.emailOutbox.text, html: s.emailOutbox.html })
      .from(s.emailOutbox)
      .where(and(eq(s.emailOutbox.toAddress, email), like(s.emailOutbox.subject, "Automatic payment failed%")))
      .orderBy(asc(s.emailOutbox.createdAt));

  it("says when the next try is, in days (1 day, then 2 days), with an 'Update card' button to the portal's card section", async () => {
    const customer = await customerWithCard({ number: DECLINING });
    const invoiceId = await issued(customer.id, 12_500);
    const label = (await invoiceRow(invoiceId)).invoiceNumber!;
    expect(await run()).toEqual({ charged: 0, declined: 1, skipped: 0 });
    const [first] = await attemptsOf(invoiceId);
    expect(await run(new Date(first.createdAt.getTime() + DAY + 60_000))).toEqual({ charged: 0, declined: 1, skipped: 0 });

    const sent = await notices(customer.email);
    const said = (next: string) => `We could not charge your saved card $125.00 for invoice ${label}: Your card was declined. ${next} You can update your card in your portal.`;
    expect(sent.map((e) => e.subject)).toEqual([`Automatic payment failed for invoice ${label}`, `Automatic payment failed for invoice ${label}`]);
    const url = `http://${business.portalSubdomain}.localhost:3000/account#payment-card`;
    // The body paragraph, then the button (its label and the portal's card section) in the plain-text part.
    expect(sent[0].text).toContain(`\n\n${said("We will try again in 1 day.")}\n\nUpdate card ${url}\n\n`);
    expect(sent[1].text).toContain(`\n\n${said("We will try again in 2 days.")}\n\nUpdate card ${url}\n\n`);
    for (const email of sent) expect(email.html).toContain(">Update card</span>");
    const bell = await db.select({ kind: s.notifications.kind, title: s.notifications.title, body: s.notifications.body, link: s.notifications.link }).from(s.notifications).where(and(eq(s.notifications.customerId, customer.id), like(s.notifications.title, "Automatic payment failed%"))).orderBy(asc(s.notifications.createdAt));
    expect(bell).toEqual([
      { kind: "invoice", title: `Automatic payment failed for invoice ${label}`, body: said("We will try again in 1 day."), link: "/account#payment-card" },
      { kind: "invoice", title: `Automatic payment failed for invoice ${label}`, body: said("We will try again in 2 days."), link: "/account#payment-card" },
    ]);
  });
});

describe("the saved card summary", () => {
  it("a card Stripe gave no brand for reads as 'card'", async () => {
    const customer = await customerWithCard();
    await db.update(s.customerPaymentCards).set({ cardBrand: null }).where(eq(s.customerPaymentCards.customerId, customer.id));
    expect(await getCustomerAutopay(customer.scope)).toEqual({ card: { brand: "card", last4: "4242", expMonth: 12, expYear: 2028 }, autopayEnabled: true, autopayEnabledAt: expect.any(Date) });
  });
});
