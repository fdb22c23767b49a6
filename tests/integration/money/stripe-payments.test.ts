import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as stripeReturn } from "@/app/api/admin/payments/stripe/return/route";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { connectStripeAction } from "@/lib/admin/actions/settings/connect-stripe";
import { checkCustomerBalances, checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { recordPayment } from "@/lib/money/payments/record-payment";
import { saveInvoiceDraft } from "@/lib/money/invoices/save-invoice-draft";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";
import { voidInvoice } from "@/lib/money/invoices/void-invoice";
import { NOT_PAYABLE_ONLINE } from "@/lib/money/payments/create-invoice-checkout";
import { payInvoiceAction } from "@/lib/portal/actions/pay-invoice";
import { asCustomer, asStaff } from "../../support/fake-request";
import { stripeSignature, type FakeStripe } from "../../support/fake-stripe/server";
import { startStripeForTests } from "../../support/fake-stripe/stripe-for-tests";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

/**
 * Issue 12, card payments: the real Stripe SDK against the local fake (tests/support/fake-stripe),
 * whose signed webhooks reach the real route handler. Connect onboarding, Pay now (only the
 * customer's own open invoice), the webhook (payment, ledger, balance, audit; replays and the
 * second event type are no-ops; bad signatures 400; foreign accounts and metadata refused), refunds.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

const SECRET = "whsec_test_serviceloop";
let fake: FakeStripe;
let stopStripe: () => Promise<void>;
let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customerA: { id: string; businessId: string };
let customerB: { id: string; businessId: string };
let otherCustomer: { id: string; businessId: string };
let actor: MoneyActor;

beforeAll(async () => {
  ({ fake, stop: stopStripe } = await startStripeForTests(SECRET));
  business = await createBusiness(db, { taxRate: 0 });
  other = await createBusiness(db, { taxRate: 0 });
  customerA = await createCustomer(db, business.id);
  customerB = await createCustomer(db, business.id);
  otherCustomer = await createCustomer(db, other.id);
  actor = { type: "staff", userId: business.owner.id, ip: null };
  await db.insert(s.platformSettings).values({ key: "platform_fee_bps", value: 250 }).onConflictDoUpdate({ target: s.platformSettings.key, set: { value: 250 } });
});
afterAll(async () => {
  await db.delete(s.platformSettings).where(eq(s.platformSettings.key, "platform_fee_bps"));
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await db.delete(s.businesses).where(eq(s.businesses.id, other.id));
  await stopStripe();
});

async function issuedInvoice(businessId: string, customerId: string, rateCents: number, issue = true) {
  const draft = await saveInvoiceDraft({ businessId }, { customerId, description: "Lawn care", lineItems: [{ description: "Mowing", quantity: 1, rateCents }], discountCents: 0, dueDate: null, notes: null, paymentInstructions: null });
  if (issue) await sendInvoice({ businessId }, { invoiceId: draft.id }, { type: "staff", userId: business.owner.id, ip: null });
  return draft.id;
}
const invoiceRow = async (id: string) => (await db.select().from(s.invoices).where(eq(s.invoices.id, id)))[0];
const paymentsOf = (id: string) => db.select().from(s.payments).where(eq(s.payments.invoiceId, id));
const ledgerOf = async (id: string) => (await db.select().from(s.ledgerEntries).where(eq(s.ledgerEntries.invoiceId, id)).orderBy(s.ledgerEntries.createdAt)).map((l) => [l.kind, l.amountCents]);
const balanceOf = async (customerId: string) => (await db.select({ b: s.customers.outstandingBalanceCents }).from(s.customers).where(eq(s.customers.id, customerId)))[0].b;
const sessionIdOf = (url: string) => /\/checkout\/(cs_[^/?]+)/.exec(url)![1];

async function connect(businessId: string, ownerId: string) {
  await asStaff(ownerId);
  const started = await connectStripeAction(null);
  if (!started.ok) throw new Error(started.message);
  const onboarding = await fetch(started.data.url, { method: "POST", redirect: "manual" });
  expect(onboarding.status).toBe(303);
  const back = await stripeReturn(new Request(onboarding.headers.get("location")!));
  const [row] = await db.select({ accountId: s.businesses.stripeAccountId, provider: s.businesses.paymentProvider }).from(s.businesses).where(eq(s.businesses.id, businessId));
  return { started: started.data.url, back, row };
}

async function payNow(customer: { id: string; businessId: string }, subdomain: string, invoiceId: string) {
  await asCustomer(customer, subdomain);
  return payInvoiceAction({ invoiceId });
}

describe("Stripe Connect onboarding (Settings → Payments)", () => {
  it("refuses the default employee, and Pay now while the business has no connected account", async () => {
    const [employee] = await db.insert(s.users).values({ email: `emp-${business.id}@example.test`, userType: "employee", firstName: "E", lastName: "M" }).returning();
    await db.insert(s.businessMembers).values({ businessId: business.id, userId: employee.id, role: "employee" });
    await asStaff(employee.id);
    expect(await connectStripeAction(null)).toMatchObject({ ok: false, status: 403 });

    const invoiceId = await issuedInvoice(business.id, customerA.id, 5000);
    expect(await payNow(customerA, business.portalSubdomain, invoiceId)).toMatchObject({ ok: false, status: 409, message: NOT_PAYABLE_ONLINE });
  });

  it("creates the account, stays pending until onboarding is finished, then turns card payments on (audited)", async () => {
    await asStaff(business.owner.id);
    const first = await connectStripeAction(null);
    expect(first.ok).toBe(true);
    const [pending] = await db.select({ accountId: s.businesses.stripeAccountId, provider: s.businesses.paymentProvider }).from(s.businesses).where(eq(s.businesses.id, business.id));
    expect(pending.accountId).toMatch(/^acct_/);
    expect(pending.provider).toBe("manual");
    const early = await stripeReturn(new Request("http://localhost:3000/api/admin/payments/stripe/return"));
    expect(early.status).toBe(303);
    expect(early.headers.get("location")).toBe("http://app.localhost:3000/admin/settings/payments?stripe=checked");
    expect((await db.select({ p: s.businesses.paymentProvider }).from(s.businesses).where(eq(s.businesses.id, business.id)))[0].p).toBe("manual");

    const { back, row } = await connect(business.id, business.owner.id);
    expect(back.headers.get("location")).toBe("http://app.localhost:3000/admin/settings/payments?stripe=checked");
    // A second click resumed the same account.
    expect(row).toEqual({ accountId: pending.accountId, provider: "stripe" });
    expect(fake.requests.filter((r) => r.path === "/v1/accounts")).toHaveLength(1);
    const audits = await db.select({ action: s.auditLog.action }).from(s.auditLog).where(eq(s.auditLog.businessId, business.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["payments.stripe_account_created", "payments.stripe_connected"]));
  });
});

describe("Pay now (portal)", () => {
  it("opens a Checkout Session for the amount due on the connected account, with the platform fee", async () => {
    const invoiceId = await issuedInvoice(business.id, customerA.id, 12_345);
    await recordPayment({ businessId: business.id }, { invoiceId, amountCents: 2_345, method: "cash", note: null }, actor);
    const result = await payNow(customerA, business.portalSubdomain, invoiceId);
    expect(result.ok).toBe(true);
    const url = (result as { data: { url: string } }).data.url;
    expect(url.startsWith(`${fake.url}/checkout/cs_`)).toBe(true);
    const call = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    const [biz] = await db.select({ accountId: s.businesses.stripeAccountId }).from(s.businesses).where(eq(s.businesses.id, business.id));
    expect(call.account).toBe(biz.accountId);
    expect(call.body).toMatchObject({
      mode: "payment",
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "10000" } }],
      // 2.5 % of $100.00
      payment_intent_data: { application_fee_amount: "250", metadata: { invoice_id: invoiceId, business_id: business.id, customer_id: customerA.id } },
      metadata: { invoice_id: invoiceId },
      success_url: `http://${business.portalSubdomain}.localhost:3000/invoices/${invoiceId}?payment=success`,
    });
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, invoiceId), eq(s.auditLog.action, "invoice.checkout_started")));
    expect(audit.meta).toMatchObject({ amountCents: 10_000, applicationFeeCents: 250 });
  });

  it("refuses another customer's invoice, drafts, paid and void invoices, and bad ids", async () => {
    const mine = await issuedInvoice(business.id, customerA.id, 4_000);
    expect(await payNow(customerB, business.portalSubdomain, mine)).toMatchObject({ ok: false, status: 404, message: "Invoice not found" });
    const draft = await issuedInvoice(business.id, customerA.id, 4_000, false);
    expect(await payNow(customerA, business.portalSubdomain, draft)).toMatchObject({ ok: false, status: 404 });
    const paid = await issuedInvoice(business.id, customerA.id, 4_000);
    await recordPayment({ businessId: business.id }, { invoiceId: paid, amountCents: 4_000, method: "check", note: null }, actor);
    expect(await payNow(customerA, business.portalSubdomain, paid)).toMatchObject({ ok: false, status: 409, message: "This invoice is already paid" });
    const voided = await issuedInvoice(business.id, customerA.id, 4_000);
    await voidInvoice({ businessId: business.id }, { invoiceId: voided, reason: null }, actor);
    expect(await payNow(customerA, business.portalSubdomain, voided)).toMatchObject({ ok: false, status: 409, message: "This invoice is void" });
    expect(await payNow(customerA, business.portalSubdomain, "not-a-uuid")).toMatchObject({ ok: false, status: 404 });
    // A customer of another business on their own host cannot name business A's invoice either.
    expect(await payNow(otherCustomer, other.portalSubdomain, mine)).toMatchObject({ ok: false, status: 404 });
    const sessions = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").length;
    expect(sessions).toBe(1);
  });
});

describe("POST /api/webhooks/stripe", () => {
  let invoiceId = "";
  let sessionId = "";

  it("records the paid Checkout once: payment, ledger, balance, invoice paid, audit", async () => {
    invoiceId = await issuedInvoice(business.id, customerA.id, 8_000);
    const before = await balanceOf(customerA.id);
    const result = await payNow(customerA, business.portalSubdomain, invoiceId);
    sessionId = sessionIdOf((result as { data: { url: string } }).data.url);
    const deliveries = await fake.pay(sessionId);
    expect(deliveries.map((d) => [d.type, d.status, JSON.parse(d.body).result])).toEqual([
      ["checkout.session.completed", 200, "recorded"],
      // The same PaymentIntent's second event adds nothing.
      ["payment_intent.succeeded", 200, "duplicate"],
    ]);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "paid", amountPaidCents: 8_000 });
    expect((await invoiceRow(invoiceId)).paidDate).not.toBeNull();
    const payments = await paymentsOf(invoiceId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: "stripe", status: "succeeded", amountCents: 8_000, providerRef: fake.sessions.get(sessionId)!.payment_intent });
    expect(await ledgerOf(invoiceId)).toEqual([["invoice_issued", 8_000], ["payment", -8_000]]);
    expect(await balanceOf(customerA.id)).toBe(before - 8_000);
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, invoiceId), eq(s.auditLog.action, "invoice.payment_recorded")));
    expect(audit).toMatchObject({ actorType: "system", meta: { method: "stripe", amountCents: 8_000, stripeEventId: expect.stringMatching(/^evt_/) } });
  });

  it("a replayed event, and 20 replays at once, record nothing more", async () => {
    const first = fake.sent.findIndex((e) => e.type === "checkout.session.completed" && e.payload.includes(sessionId));
    const replay = await fake.replay(first);
    expect([replay.status, JSON.parse(replay.body).result]).toEqual([200, "duplicate"]);
    const many = await Promise.all(Array.from({ length: 20 }, () => fake.replay(first)));
    expect(many.every((d) => d.status === 200)).toBe(true);
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "paid", amountPaidCents: 8_000 });
    expect(await checkLedgerInvariant(db, { businessId: business.id })).toEqual([]);
    expect(await checkCustomerBalances(db, { businessId: business.id })).toEqual([]);
  });

  it("50 concurrent first deliveries of one payment record it once", async () => {
    const id = await issuedInvoice(business.id, customerA.id, 3_000);
    const session = sessionIdOf(((await payNow(customerA, business.portalSubdomain, id)) as { data: { url: string } }).data.url);
    fake.sessions.get(session)!.status = "complete";
    fake.sessions.get(session)!.payment_intent = "pi_test_concurrent";
    const s0 = fake.sessions.get(session)!;
    const object = { id: s0.id, object: "checkout.session", amount_total: 3_000, currency: "usd", metadata: s0.metadata, payment_intent: "pi_test_concurrent", payment_status: "paid", status: "complete" };
    const results = await Promise.all(Array.from({ length: 50 }, () => fake.deliver("checkout.session.completed", object, s0.account)));
    expect(results.map((r) => r.status).every((status) => status === 200)).toBe(true);
    expect(results.filter((r) => JSON.parse(r.body).result === "recorded")).toHaveLength(1);
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(await invoiceRow(id)).toMatchObject({ status: "paid", amountPaidCents: 3_000 });
  });

  it("answers 400 to a missing, wrong or stale signature and to a body changed after signing", async () => {
    const built = fake.buildEvent("payment_intent.succeeded", { id: "pi_test_forged", object: "payment_intent", amount_received: 100, currency: "usd", metadata: {} }, null);
    const post = (body: string, signature?: string) =>
      stripeWebhook(new Request("http://localhost:3000/api/webhooks/stripe", { method: "POST", headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) }, body }));
    for (const response of [
      await post(built.payload),
      await post(built.payload, stripeSignature(built.payload, "whsec_someone_else")),
      await post(built.payload, stripeSignature(built.payload, SECRET, Math.floor(Date.now() / 1000) - 3600)),
      await post(built.payload.replace('"amount_received":100', '"amount_received":999'), built.signature),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "invalid" } });
    }
    const good = await post(built.payload, built.signature);
    expect(good.status).toBe(422); // signed, but names no invoice
    expect(await db.select().from(s.payments).where(eq(s.payments.providerRef, "pi_test_forged"))).toEqual([]);
  });

  it("answers 400 to a correctly signed event stamped more than 5 minutes ahead (issue 42); a few seconds ahead is clock skew", async () => {
    const built = fake.buildEvent("payment_intent.succeeded", { id: "pi_test_future", object: "payment_intent", amount_received: 100, currency: "usd", metadata: {} }, null);
    const post = (signature: string) =>
      stripeWebhook(new Request("http://localhost:3000/api/webhooks/stripe", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: built.payload }));
    const now = Math.floor(Date.now() / 1000);
    for (const ahead of [6 * 60, 10 * 60, 24 * 3600]) {
      const response = await post(stripeSignature(built.payload, SECRET, now + ahead));
      expect(response.status, `${ahead}s ahead`).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "invalid", message: "Invalid Stripe signature" } });
    }
    // A second, future t= beside a current one is refused too.
    const current = stripeSignature(built.payload, SECRET, now);
    expect((await post(`t=${now + 3600},${current}`)).status).toBe(400);
    expect((await post(stripeSignature(built.payload, SECRET, now + 30))).status).toBe(422); // accepted: signed, names no invoice
    expect(await db.select().from(s.payments).where(eq(s.payments.providerRef, "pi_test_future"))).toEqual([]);
  });

  it("answers 400, never 500, to a correctly signed event without a data object", async () => {
    const post = (payload: string) =>
      stripeWebhook(new Request("http://localhost:3000/api/webhooks/stripe", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": stripeSignature(payload, SECRET) }, body: payload }));
    const base = fake.buildEvent("checkout.session.completed", {}, null).event;
    for (const data of [{}, { object: null }, { object: "x" }, { object: [] }, null]) {
      for (const type of ["checkout.session.completed", "payment_intent.succeeded", "charge.refunded"]) {
        const response = await post(JSON.stringify({ ...base, type, data }));
        expect(response.status, `${type} ${JSON.stringify(data)}`).toBe(400);
        expect(await response.json()).toEqual({ error: { code: "invalid", message: "Malformed Stripe event" } });
      }
    }
    for (const type of ["checkout.session.completed", "payment_intent.succeeded", "charge.refunded"]) {
      const response = await post(JSON.stringify({ ...base, type, data: { object: {} } }));
      expect(response.status, `${type} with an empty object`).toBeLessThan(500);
    }
  });

  it("refuses an event from another business's account or with metadata naming another business or customer", async () => {
    const id = await issuedInvoice(business.id, customerA.id, 2_500);
    const [biz] = await db.select({ accountId: s.businesses.stripeAccountId }).from(s.businesses).where(eq(s.businesses.id, business.id));
    const intent = (ref: string, metadata: Record<string, string>) => ({ id: ref, object: "payment_intent", amount_received: 2_500, currency: "usd", metadata });
    const good = { invoice_id: id, business_id: business.id, customer_id: customerA.id };
    const cases = [
      await fake.deliver("payment_intent.succeeded", intent("pi_test_other_account", good), "acct_test_someone_else"),
      await fake.deliver("payment_intent.succeeded", intent("pi_test_no_account", good), null),
      await fake.deliver("payment_intent.succeeded", intent("pi_test_other_business", { ...good, business_id: other.id }), biz.accountId),
      await fake.deliver("payment_intent.succeeded", intent("pi_test_other_customer", { ...good, customer_id: customerB.id }), biz.accountId),
      await fake.deliver("payment_intent.succeeded", intent("pi_test_foreign_customer", { ...good, customer_id: otherCustomer.id }), biz.accountId),
    ];
    expect(cases.map((c) => c.status)).toEqual([422, 422, 422, 422, 422]);
    expect(await paymentsOf(id)).toEqual([]);
    expect(await invoiceRow(id)).toMatchObject({ status: "pending", amountPaidCents: 0 });
  });

  it("a refund in Stripe puts the amount back on the invoice, once", async () => {
    const before = await balanceOf(customerA.id);
    const partial = await fake.refund(sessionId, 3_000);
    expect([partial.status, JSON.parse(partial.body).result]).toEqual([200, "refunded"]);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "pending", amountPaidCents: 5_000, paidDate: null });
    const again = await fake.replay(fake.sent.length - 1);
    expect(JSON.parse(again.body).result).toBe("duplicate");
    expect(await balanceOf(customerA.id)).toBe(before + 3_000);
    await fake.refund(sessionId);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "pending", amountPaidCents: 0 });
    expect((await paymentsOf(invoiceId))[0].status).toBe("refunded");
    expect(await ledgerOf(invoiceId)).toEqual([["invoice_issued", 8_000], ["payment", -8_000], ["refund", 3_000], ["refund", 5_000]]);
    const refunds = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, invoiceId), eq(s.auditLog.action, "invoice.refund_recorded")));
    expect(refunds).toHaveLength(2);
    expect(await checkLedgerInvariant(db, { businessId: business.id })).toEqual([]);
    expect(await checkCustomerBalances(db, { businessId: business.id })).toEqual([]);
  });
});
