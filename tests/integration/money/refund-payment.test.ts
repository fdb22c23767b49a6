import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as refundRoute } from "@/app/api/v1/payments/[id]/refunds/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { refundPaymentAction } from "@/lib/admin/actions/invoices/refund-payment";
import { checkCustomerBalances, checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { recordPayment } from "@/lib/money/payments/record-payment";
import { voidInvoice } from "@/lib/money/invoices/void-invoice";
import { refundPayment } from "@/lib/money/refunds/refund-payment";
import { payInvoiceAction } from "@/lib/portal/actions/pay-invoice";
import { apiRequest, createApiKey } from "../../support/api-fixtures";
import { asCustomer, asStaff } from "../../support/fake-request";
import type { FakeStripe } from "../../support/fake-stripe/server";
import { connectStripeAsOwner, startStripeForTests } from "../../support/fake-stripe/stripe-for-tests";
import { issuedInvoice as issue } from "../../support/invoice-fixtures";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

/**
 * Issue 12, staff refunds: all or part of a recorded payment back to the customer, with a
 * reason, by manage_billing only. Manual payments are recorded at once (ledger, invoice owed
 * again, customer balance, audit; never past the payment however many run at once); card
 * payments are refunded in Stripe (the local fake) on the business's connected account and
 * recorded through the webhook's own path, so the later charge.refunded adds nothing.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

const SECRET = "whsec_test_refunds";
let fake: FakeStripe;
let stopStripe: () => Promise<void>;
let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customer: { id: string; businessId: string };
let actor: MoneyActor;

beforeAll(async () => {
  ({ fake, stop: stopStripe } = await startStripeForTests(SECRET));
  business = await createBusiness(db, { taxRate: 0 });
  other = await createBusiness(db, { taxRate: 0 });
  customer = await createCustomer(db, business.id);
  actor = { type: "staff", userId: business.owner.id, ip: "203.0.113.7" };
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await db.delete(s.businesses).where(eq(s.businesses.id, other.id));
  await stopStripe();
});

const scope = () => ({ businessId: business.id });
const invoiceRow = async (id: string) => (await db.select().from(s.invoices).where(eq(s.invoices.id, id)))[0];
const paymentRow = async (id: string) => (await db.select().from(s.payments).where(eq(s.payments.id, id)))[0];
const ledgerOf = async (id: string) => (await db.select().from(s.ledgerEntries).where(eq(s.ledgerEntries.invoiceId, id)).orderBy(s.ledgerEntries.createdAt)).map((l) => [l.kind, l.amountCents]);
const balanceOf = async () => (await db.select({ b: s.customers.outstandingBalanceCents }).from(s.customers).where(eq(s.customers.id, customer.id)))[0].b;
const refundAudits = (invoiceId: string) => db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, invoiceId), eq(s.auditLog.action, "invoice.refund_recorded")));
async function expectNoDrift() {
  expect(await checkLedgerInvariant(db, scope())).toEqual([]);
  expect(await checkCustomerBalances(db, scope())).toEqual([]);
}

/** An issued invoice of `cents` with one cash payment of `paid` on it. */
async function paidInvoice(cents: number, paid = cents) {
  const invoice = await issue(scope(), customer.id, actor, cents);
  const payment = await recordPayment(scope(), { invoiceId: invoice.id, amountCents: paid, method: "cash", note: "Envelope" }, actor);
  return { invoiceId: invoice.id, paymentId: payment.paymentId };
}

describe("staff refund of a manual payment", () => {
  it("a partial refund puts the amount back on the invoice: owed again, one ledger entry, balance and audit", async () => {
    const { invoiceId, paymentId } = await paidInvoice(8_000);
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
    const before = await balanceOf();
    const refund = await refundPayment(scope(), { paymentId, amountCents: 3_000, reason: "Hedge not trimmed" }, actor);
    expect(refund).toEqual({ paymentId, invoiceId, amountCents: 3_000, balanceCents: 3_000, status: "pending" });
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "pending", amountPaidCents: 5_000, paidDate: null });
    expect(await paymentRow(paymentId)).toMatchObject({ status: "succeeded", amountCents: 8_000 });
    expect(await ledgerOf(invoiceId)).toEqual([["invoice_issued", 8_000], ["payment", -8_000], ["refund", 3_000]]);
    expect(await balanceOf()).toBe(before + 3_000);
    const [audit] = await refundAudits(invoiceId);
    expect(audit).toMatchObject({ actorType: "staff", actorId: business.owner.id, ip: "203.0.113.7", meta: { paymentId, amountCents: 3_000, method: "cash", reason: "Hedge not trimmed" } });
    const view = await getBusinessInvoice(scope(), invoiceId);
    expect(view!.payments[0]).toMatchObject({ id: paymentId, amountCents: 8_000, refundedCents: 3_000 });
    expect(view!.ledger.at(-1)).toMatchObject({ kind: "refund", amountCents: 3_000, memo: "Hedge not trimmed" });
    await expectNoDrift();
  });

  it("refunding the rest marks the payment refunded; an invoice past due goes back to overdue", async () => {
    const { invoiceId, paymentId } = await paidInvoice(5_000);
    await db.update(s.invoices).set({ dueDate: "2020-01-31" }).where(eq(s.invoices.id, invoiceId));
    await refundPayment(scope(), { paymentId, amountCents: 1_000, reason: "Partial" }, actor);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "overdue", amountPaidCents: 4_000 });
    const rest = await refundPayment(scope(), { paymentId, amountCents: 4_000, reason: "Job cancelled" }, actor);
    expect(rest).toMatchObject({ balanceCents: 5_000, status: "overdue" });
    expect(await paymentRow(paymentId)).toMatchObject({ status: "refunded" });
    await expect(refundPayment(scope(), { paymentId, amountCents: 1, reason: "Again" }, actor)).rejects.toMatchObject({ code: "conflict", message: "This payment is already fully refunded" });
    expect(await ledgerOf(invoiceId)).toEqual([["invoice_issued", 5_000], ["payment", -5_000], ["refund", 1_000], ["refund", 4_000]]);
    await expectNoDrift();
  });

  it("refuses more than the unrefunded amount, a void invoice's payment and another business's payment, changing nothing", async () => {
    const { invoiceId, paymentId } = await paidInvoice(6_000, 2_500);
    await refundPayment(scope(), { paymentId, amountCents: 500, reason: "Some" }, actor);
    await expect(refundPayment(scope(), { paymentId, amountCents: 2_001, reason: "Too much" }, actor)).rejects.toMatchObject({
      code: "unprocessable",
      message: "The refund exceeds the $20.00 of this payment not yet refunded",
      field: "amountCents",
    });
    await expect(refundPayment({ businessId: other.id }, { paymentId, amountCents: 100, reason: "Foreign" }, actor)).rejects.toMatchObject({ code: "not_found" });
    expect(await ledgerOf(invoiceId)).toEqual([["invoice_issued", 6_000], ["payment", -2_500], ["refund", 500]]);

    await voidInvoice(scope(), { invoiceId, reason: "Cancelled" }, actor);
    await expect(refundPayment(scope(), { paymentId, amountCents: 100, reason: "After void" }, actor)).rejects.toMatchObject({ code: "conflict" });
    expect(await refundAudits(invoiceId)).toHaveLength(1);
    await expectNoDrift();
  });

  it("10 concurrent refunds never take the refunds past the payment", async () => {
    const { invoiceId, paymentId } = await paidInvoice(10_000);
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => refundPayment(scope(), { paymentId, amountCents: 3_000, reason: `Refund ${i}` }, actor)));
    // 3 × $30.00 fit into $100.00; a fourth would exceed it.
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const r of results.filter((r) => r.status === "rejected")) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "unprocessable" });
    expect(await invoiceRow(invoiceId)).toMatchObject({ amountPaidCents: 1_000, status: "pending" });
    expect((await ledgerOf(invoiceId)).filter(([kind]) => kind === "refund")).toHaveLength(3);
    await expectNoDrift();
  });

  it("the staff action needs manage_billing: view_billing (or manage_invoices) alone is refused 403", async () => {
    const { invoiceId, paymentId } = await paidInvoice(4_000);
    for (const [name, permissions] of [["viewer", ["view_billing"]], ["clerk", ["manage_invoices", "view_billing"]]] as const) {
      const [user] = await db.insert(s.users).values({ email: `${name}-${business.id}@example.test`, userType: "employee", firstName: "Bea", lastName: name }).returning();
      await db.insert(s.businessMembers).values({ businessId: business.id, userId: user.id, role: "employee", permissions: [...permissions] });
      await asStaff(user.id);
      expect(await refundPaymentAction({ paymentId, amountCents: 500, reason: "Sneaky" })).toMatchObject({ ok: false, status: 403 });
    }
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "paid", amountPaidCents: 4_000 });

    const [biller] = await db.insert(s.users).values({ email: `biller-${business.id}@example.test`, userType: "employee", firstName: "Bill", lastName: "Ing" }).returning();
    await db.insert(s.businessMembers).values({ businessId: business.id, userId: biller.id, role: "employee", roleTemplate: "billing" });
    await asStaff(biller.id);
    expect(await refundPaymentAction({ paymentId, amountCents: 500, reason: "  " })).toMatchObject({ ok: false, status: 400, message: "Reason is required" });
    expect(await refundPaymentAction({ paymentId, amountCents: 500, reason: "Late arrival" })).toMatchObject({ ok: true, data: { amountCents: 500, balanceCents: 500, status: "pending" } });
    await asStaff(other.owner.id);
    expect(await refundPaymentAction({ paymentId, amountCents: 500, reason: "Foreign" })).toMatchObject({ ok: false, status: 404 });
    await expectNoDrift();
  });
});

describe("API v1 refunds", () => {
  const params = (id: string) => ({ params: Promise.resolve({ id }) });
  let key = "";
  let otherKey = "";
  let weakKey = "";
  beforeAll(async () => {
    key = (await createApiKey(db, business.id, ["manage_invoices", "view_billing", "manage_billing"])).key;
    otherKey = (await createApiKey(db, other.id, ["manage_invoices", "manage_billing"])).key;
    weakKey = (await createApiKey(db, business.id, ["manage_invoices", "view_billing"])).key;
  });

  it("refunds once per Idempotency-Key and answers the invoice with the refunded amount", async () => {
    const { invoiceId, paymentId } = await paidInvoice(7_000);
    const refund = () =>
      refundRoute(apiRequest(`/payments/${paymentId}/refunds`, { key, method: "POST", body: { amount: 12.5, reason: "Gate left open" }, headers: { "idempotency-key": `refund-${paymentId}` } }), params(paymentId));
    const first = await refund();
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ id: invoiceId, status: "pending", amount_paid: 57.5, balance_due: 12.5, payments: [{ id: paymentId, amount: 70, amount_refunded: 12.5, status: "succeeded" }] });
    const replay = await refund();
    expect(replay.status).toBe(201);
    expect((await replay.json()).balance_due).toBe(12.5);
    expect(await ledgerOf(invoiceId)).toEqual([["invoice_issued", 7_000], ["payment", -7_000], ["refund", 1_250]]);
    const [audit] = await refundAudits(invoiceId);
    expect(audit).toMatchObject({ actorType: "system", meta: { reason: "Gate left open", apiKeyId: expect.any(String) } });
    await expectNoDrift();
  });

  it("answers 422 for bad bodies and over-refunds, 403 without manage_billing, 404 for another business's payment", async () => {
    const { invoiceId, paymentId } = await paidInvoice(3_000);
    const post = (body: unknown, k = key, id = paymentId) => refundRoute(apiRequest(`/payments/${id}/refunds`, { key: k, method: "POST", body }), params(id));
    expect((await post({ amount: 5 })).status).toBe(422);
    expect((await post({ amount: 0, reason: "Zero" })).status).toBe(422);
    expect((await post({ amount: 1.005, reason: "Fractions" })).status).toBe(422);
    const over = await post({ amount: 30.01, reason: "Too much" });
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({ error: { code: "unprocessable", message: "The refund exceeds the $30.00 of this payment not yet refunded" } });
    expect((await post({ amount: 5, reason: "Clerk" }, weakKey)).status).toBe(403);
    expect((await post({ amount: 5, reason: "Foreign" }, otherKey)).status).toBe(404);
    expect((await post({ amount: 5, reason: "Bad id" }, key, "not-a-uuid")).status).toBe(404);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "paid", amountPaidCents: 3_000 });
  });
});

describe("staff refund of a card payment (Stripe)", () => {
  let accountId = "";
  let invoiceId = "";
  let paymentId = "";
  let intentId = "";

  beforeAll(async () => {
    await connectStripeAsOwner(business.owner.id);
    accountId = (await db.select({ a: s.businesses.stripeAccountId }).from(s.businesses).where(eq(s.businesses.id, business.id)))[0].a!;
    invoiceId = (await issue(scope(), customer.id, actor, 9_000)).id;
    await asCustomer(customer, business.portalSubdomain);
    const pay = await payInvoiceAction({ invoiceId });
    if (!pay.ok) throw new Error(pay.message);
    const sessionId = /\/checkout\/(cs_[^/?]+)/.exec(pay.data.url)![1];
    await fake.pay(sessionId);
    intentId = fake.sessions.get(sessionId)!.payment_intent!;
    paymentId = (await db.select().from(s.payments).where(eq(s.payments.invoiceId, invoiceId)))[0].id;
  });

  it("refunds in Stripe on the connected account, records it once, and the later webhook adds nothing", async () => {
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "paid", amountPaidCents: 9_000 });
    await asStaff(business.owner.id);
    const result = await refundPaymentAction({ paymentId, amountCents: 2_500, reason: "Missed a visit" });
    expect(result).toMatchObject({ ok: true, data: { amountCents: 2_500, balanceCents: 2_500, status: "pending" } });
    const call = fake.requests.filter((r) => r.path === "/v1/refunds");
    expect(call).toHaveLength(1);
    expect(call[0]).toMatchObject({ account: accountId, body: { payment_intent: intentId, amount: "2500" } });
    expect(fake.sessions.get([...fake.sessions.keys()].find((k) => fake.sessions.get(k)!.payment_intent === intentId)!)!.amount_refunded).toBe(2_500);

    // Stripe's charge.refunded arrives after the staff refund was recorded, then again (a replay).
    const [late] = await fake.flushRefundEvents();
    expect([late.status, JSON.parse(late.body).result]).toEqual([200, "duplicate"]);
    const again = await fake.replay(fake.sent.length - 1);
    expect(JSON.parse(again.body).result).toBe("duplicate");
    expect(await ledgerOf(invoiceId)).toEqual([["invoice_issued", 9_000], ["payment", -9_000], ["refund", 2_500]]);
    const [audit] = await refundAudits(invoiceId);
    expect(audit).toMatchObject({ actorType: "staff", actorId: business.owner.id, meta: { paymentId, amountCents: 2_500, method: "stripe", reason: "Missed a visit", stripeRefundId: expect.stringMatching(/^re_/) } });
    await expectNoDrift();
  });

  it("when Stripe's webhook beats its answer, the webhook records the refund and the staff path adds nothing", async () => {
    fake.deliverRefundEventsAtOnce(true);
    try {
      expect(await refundPayment(scope(), { paymentId, amountCents: 1_000, reason: "Second" }, actor)).toMatchObject({ amountCents: 1_000, balanceCents: 3_500 });
    } finally {
      fake.deliverRefundEventsAtOnce(false);
    }
    expect(JSON.parse(fake.sent.at(-1)!.payload).type).toBe("charge.refunded");
    expect(await fake.flushRefundEvents()).toEqual([]);
    const audits = await db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.targetId, invoiceId), eq(s.auditLog.action, "invoice.refund_requested")))
      .orderBy(asc(s.auditLog.createdAt));
    expect(audits.map((a) => [a.actorType, (a.meta as { reason: string }).reason])).toEqual([["staff", "Missed a visit"], ["staff", "Second"]]);
    expect((await refundAudits(invoiceId)).map((a) => a.actorType).sort()).toEqual(["staff", "system"]);
    // A refund made in Stripe's dashboard comes by webhook alone.
    await fake.refund([...fake.sessions.values()].find((x) => x.payment_intent === intentId)!.id, 500);
    expect((await ledgerOf(invoiceId)).filter(([kind]) => kind === "refund")).toEqual([["refund", 2_500], ["refund", 1_000], ["refund", 500]]);
    expect(await invoiceRow(invoiceId)).toMatchObject({ amountPaidCents: 5_000, status: "pending" });
    await expectNoDrift();
  });

  it("a refusal from Stripe is a clear 409 and changes nothing; more than is left is refused before Stripe is asked", async () => {
    const calls = fake.requests.filter((r) => r.path === "/v1/refunds").length;
    await asStaff(business.owner.id);
    expect(await refundPaymentAction({ paymentId, amountCents: 5_001, reason: "Too much" })).toMatchObject({ ok: false, status: 422 });
    expect(fake.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(calls);
    fake.refuseRefunds("This charge is disputed");
    try {
      expect(await refundPaymentAction({ paymentId, amountCents: 1_000, reason: "Disputed" })).toMatchObject({ ok: false, status: 409, message: "Stripe refused the refund: This charge is disputed" });
    } finally {
      fake.refuseRefunds(null);
    }
    expect(await invoiceRow(invoiceId)).toMatchObject({ amountPaidCents: 5_000 });
    expect(await fake.flushRefundEvents()).toEqual([]);

    const rest = await refundPaymentAction({ paymentId, amountCents: 5_000, reason: "Closing the account" });
    expect(rest).toMatchObject({ ok: true, data: { balanceCents: 9_000 } });
    expect(await paymentRow(paymentId)).toMatchObject({ status: "refunded" });
    await fake.flushRefundEvents();
    expect((await ledgerOf(invoiceId)).filter(([kind]) => kind === "refund").reduce((sum, [, cents]) => sum + Number(cents), 0)).toBe(9_000);
    await expectNoDrift();
  });
});
