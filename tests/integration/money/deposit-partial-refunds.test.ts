import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as portalData } from "@/app/api/customer-portal-data/route";
import { QuoteDetailView } from "@/components/portal/quotes/quote-detail-view";
import { POST as refundRoute } from "@/app/api/v1/payments/[id]/refunds/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { refundPaymentAction } from "@/lib/admin/actions/invoices/refund-payment";
import { refundQuoteDepositAction } from "@/lib/admin/actions/quotes/refund-quote-deposit";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { checkCustomerBalances, checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";
import { totalsRows } from "@/lib/money/documents/document-figures";
import { loadInvoiceFigures, loadQuoteFigures } from "@/lib/money/documents/load-document-figures";
import { refundPayment } from "@/lib/money/refunds/refund-payment";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { respondToQuoteAction } from "@/lib/portal/actions/respond-to-quote";
import { convertQuoteToInvoice } from "@/lib/quotes/conversions/convert-quote-to-invoice";
import { recordQuoteDeposit } from "@/lib/money/deposits/record-quote-deposit";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";
import { sendQuote } from "@/lib/quotes/send-quote";
import { apiRequest, createApiKey } from "../../support/api-fixtures";
import { asCustomer, asStaff } from "../../support/fake-request";
import type { FakeStripe } from "../../support/fake-stripe/server";
import { connectStripeAsOwner, startStripeForTests } from "../../support/fake-stripe/stripe-for-tests";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

/**
 * Issue 37 item 3, a deposit "refundable like any payment" before its invoice exists: all or part
 * of it, from the quote's page, API v1 and Stripe's dashboard (charge.refunded) — one refund path,
 * recorded once; the invoice made later is credited only what is left, and its figures, ledger
 * and the customer's balance agree. The portal's quote payload states the deposit as its page does.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

const SECRET = "whsec_test_deposit_refunds";
let fake: FakeStripe;
let stopStripe: () => Promise<void>;
let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customer: { id: string; businessId: string; email: string | null };
let actor: MoneyActor;
let key = "";
let otherKey = "";
const scope = () => ({ businessId: business.id });
const depositOf = async (quoteId: string) => (await db.select().from(s.payments).where(eq(s.payments.quoteId, quoteId)))[0];
const auditsOf = (quoteId: string, action: string) => db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, quoteId), eq(s.auditLog.action, action)));
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const labelled = (figures: Parameters<typeof totalsRows>[0]) => totalsRows(figures).map((r) => [r.label, r.amountCents]);

beforeAll(async () => {
  ({ fake, stop: stopStripe } = await startStripeForTests(SECRET));
  business = await createBusiness(db, { taxRate: 0 });
  other = await createBusiness(db, { taxRate: 0 });
  customer = await createCustomer(db, business.id, { firstName: "Pat", lastName: "Partial" });
  actor = { type: "staff", userId: business.owner.id, ip: null };
  await connectStripeAsOwner(business.owner.id);
  key = (await createApiKey(db, business.id, ["manage_billing", "manage_quotes"])).key;
  otherKey = (await createApiKey(db, other.id, ["manage_billing", "manage_quotes"])).key;
});
afterAll(async () => {
  for (const id of [business.id, other.id]) await db.delete(s.businesses).where(eq(s.businesses.id, id));
  await stopStripe();
});

/** An approved $400.00 quote asking a 25 % deposit ($100.00); answers its id and, when the business takes cards, the deposit's Checkout. */
async function approvedQuote(): Promise<{ quoteId: string; checkoutUrl: string | null }> {
  const saved = await saveQuoteDraft(scope(), {
    customerId: customer.id,
    title: "Deck",
    lineItems: [{ description: "Deck", quantity: 1, rateCents: 40_000 }],
    discountCents: 0,
    validUntil: null,
    terms: null,
    notes: null,
    depositPercentBps: 2_500,
  });
  await sendQuote(scope(), { quoteId: saved.id });
  await asCustomer(customer, business.portalSubdomain);
  const approved = await respondToQuoteAction({ quoteId: saved.id, decision: "approve", comment: "" });
  if (!approved.ok) throw new Error(approved.message);
  return { quoteId: saved.id, checkoutUrl: approved.data.depositCheckoutUrl };
}

/** An approved quote whose $100.00 deposit staff recorded as cash. */
async function cashDeposit() {
  const { quoteId } = await approvedQuote();
  const { paymentId } = await recordQuoteDeposit(scope(), { quoteId, amountCents: 10_000, method: "cash", note: null }, actor);
  return { quoteId, paymentId };
}

/** An approved quote whose $100.00 deposit the customer paid by card: its id, Checkout session and payment. */
async function cardDeposit() {
  const { quoteId, checkoutUrl } = await approvedQuote();
  const sessionId = /\/checkout\/(cs_[^/?]+)/.exec(checkoutUrl!)![1];
  await fake.pay(sessionId);
  return { quoteId, sessionId, paymentId: (await depositOf(quoteId)).id };
}

describe("API v1 POST /payments/{id}/refunds on a deposit no invoice holds", () => {
  it("refunds it (201, the quote with its deposit figures), once per Idempotency-Key, audited", async () => {
    const { quoteId, paymentId } = await cashDeposit();
    const refund = () =>
      refundRoute(apiRequest(`/payments/${paymentId}/refunds`, { key, method: "POST", body: { amount: 30, reason: "Smaller deck" }, headers: { "idempotency-key": `dep-${paymentId}` } }), params(paymentId));
    const first = await refund();
    const body = await first.json();
    expect(first.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ id: quoteId, status: "approved", deposit_amount: 100, deposit_paid: 100, deposit_refunded: 30, deposit_due: 0 });
    const replay = await refund();
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(body);
    expect(await depositOf(quoteId)).toMatchObject({ status: "succeeded", invoiceId: null, amountCents: 10_000, refundedBeforeInvoiceCents: 3_000 });
    const audits = await auditsOf(quoteId, "quote.deposit_refunded");
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "system", meta: { paymentId, amountCents: 3_000, reason: "Smaller deck", apiKeyId: expect.any(String) } });
    // A second partial refund, then the rest: the deposit is refunded whole.
    const rest = await refundRoute(apiRequest(`/payments/${paymentId}/refunds`, { key, method: "POST", body: { amount: 70, reason: "Cancelled" } }), params(paymentId));
    expect(rest.status).toBe(201);
    expect(await rest.json()).toMatchObject({ deposit_paid: 100, deposit_refunded: 100 });
    expect(await depositOf(quoteId)).toMatchObject({ status: "refunded", refundedBeforeInvoiceCents: 10_000 });
  });

  it("refuses more than is left (422, nothing written) and another business's key (404)", async () => {
    const { quoteId, paymentId } = await cashDeposit();
    const post = (amount: number, k = key) => refundRoute(apiRequest(`/payments/${paymentId}/refunds`, { key: k, method: "POST", body: { amount, reason: "Too much" } }), params(paymentId));
    expect((await post(40)).status).toBe(201);
    const over = await post(60.01);
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({ error: { code: "unprocessable", message: "The refund exceeds the $60.00 of this deposit not yet refunded" } });
    const foreign = await post(1, otherKey);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: "not_found", message: "Payment not found" } });
    expect(await depositOf(quoteId)).toMatchObject({ status: "succeeded", refundedBeforeInvoiceCents: 4_000 });
    expect(await auditsOf(quoteId, "quote.deposit_refunded")).toHaveLength(1);
  });
});

describe("a partial refund before the invoice, then the invoice", () => {
  it("credits only what is left: the draft, the issued invoice, its ledger and the customer's balance agree; the rest is refunded on the invoice", async () => {
    const { quoteId, paymentId } = await cashDeposit();
    await asStaff(business.owner.id);
    const over = await refundQuoteDepositAction({ paymentId, amountCents: 10_001, reason: "Too much" });
    expect(over).toMatchObject({ ok: false, status: 422, message: "The refund exceeds the $100.00 of this deposit not yet refunded" });
    expect(await auditsOf(quoteId, "quote.deposit_refunded")).toHaveLength(0);
    expect(await refundQuoteDepositAction({ paymentId, amountCents: 2_500, reason: "Smaller deck" })).toMatchObject({ ok: true, data: { amountCents: 2_500, invoiceId: null } });
    const quote = (await loadQuoteFigures(db, scope(), quoteId))!.figures;
    expect(labelled(quote)).toEqual(expect.arrayContaining([["Deposit received", -10_000], ["Deposit refunded", 2_500]]));
    expect(quote).toMatchObject({ depositDueCents: 10_000, depositPaidCents: 10_000, depositRefundedCents: 2_500, depositOpenCents: 0 });

    const invoice = await convertQuoteToInvoice(scope(), { quoteId }, actor);
    const draft = (await loadInvoiceFigures(db, scope(), invoice.id))!;
    expect(draft.amountPaidCents).toBe(7_500);
    expect(labelled(draft.figures)).toContainEqual(["Deposit paid", -7_500]);
    await sendInvoice(scope(), { invoiceId: invoice.id }, actor);
    const issued = (await loadInvoiceFigures(db, scope(), invoice.id))!;
    expect(issued.figures.settlements.map((x) => [x.kind, x.amountCents])).toEqual([["deposit", -7_500]]);
    expect(issued.figures.balanceDueCents).toBe(32_500);
    expect(issued.figures.totalCents + issued.figures.settlements.reduce((sum, x) => sum + x.amountCents, 0)).toBe(issued.figures.balanceDueCents);
    const ledger = await db.select({ kind: s.ledgerEntries.kind, amountCents: s.ledgerEntries.amountCents }).from(s.ledgerEntries).where(eq(s.ledgerEntries.invoiceId, invoice.id));
    expect(ledger.map((l) => [l.kind, l.amountCents])).toEqual([["invoice_issued", 40_000], ["payment", -7_500]]);
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
    expect(await checkCustomerBalances(db, scope())).toEqual([]);

    // On the invoice, what is left to refund is the $75.00 it was credited, not the $100.00 deposit.
    const tooMuch = await refundPaymentAction({ paymentId, amountCents: 7_501, reason: "Rest" });
    expect(tooMuch).toMatchObject({ ok: false, status: 422, message: "The refund exceeds the $75.00 of this payment not yet refunded" });
    expect(await refundPaymentAction({ paymentId, amountCents: 7_500, reason: "Rest" })).toMatchObject({ ok: true, data: { balanceCents: 40_000 } });
    expect(await depositOf(quoteId)).toMatchObject({ status: "refunded", refundedBeforeInvoiceCents: 2_500 });
    const quoteAfter = (await loadQuoteFigures(db, scope(), quoteId))!.figures;
    expect(quoteAfter).toMatchObject({ depositPaidCents: 10_000, depositRefundedCents: 10_000 });
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
    expect(await checkCustomerBalances(db, scope())).toEqual([]);
  });
});

describe("a deposit credited to an invoice still in draft", () => {
  it("is refunded on the deposit (API v1 and the card path): the draft stays a draft, credited less, with nothing in its ledger until it is issued", async () => {
    const { quoteId, paymentId } = await cashDeposit();
    const invoice = await convertQuoteToInvoice(scope(), { quoteId }, actor);
    expect((await loadInvoiceFigures(db, scope(), invoice.id))!.amountPaidCents).toBe(10_000);
    const refund = await refundRoute(apiRequest(`/payments/${paymentId}/refunds`, { key, method: "POST", body: { amount: 30, reason: "Smaller deck" } }), params(paymentId));
    expect(refund.status, await refund.clone().text()).toBe(201);
    const [draft] = await db.select().from(s.invoices).where(eq(s.invoices.id, invoice.id));
    // Before the fix the refund wrote a ledger entry on the draft and turned it "pending" unsent.
    expect(draft).toMatchObject({ status: "draft", amountPaidCents: 7_000 });
    expect(await db.select().from(s.ledgerEntries).where(eq(s.ledgerEntries.invoiceId, invoice.id))).toEqual([]);
    expect(await depositOf(quoteId)).toMatchObject({ status: "succeeded", invoiceId: invoice.id, refundedBeforeInvoiceCents: 3_000 });
    expect(labelled((await loadInvoiceFigures(db, scope(), invoice.id))!.figures)).toContainEqual(["Deposit paid", -7_000]);
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);

    await sendInvoice(scope(), { invoiceId: invoice.id }, actor);
    const ledger = await db.select({ kind: s.ledgerEntries.kind, amountCents: s.ledgerEntries.amountCents }).from(s.ledgerEntries).where(eq(s.ledgerEntries.invoiceId, invoice.id));
    expect(ledger.map((l) => [l.kind, l.amountCents])).toEqual([["invoice_issued", 40_000], ["payment", -7_000]]);
    expect((await loadInvoiceFigures(db, scope(), invoice.id))!.figures.balanceDueCents).toBe(33_000);
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
    expect(await checkCustomerBalances(db, scope())).toEqual([]);
  });

  it("a card deposit on a draft: Stripe refunds it, recorded on the deposit once, and the draft is credited the rest", async () => {
    const { quoteId, paymentId } = await cardDeposit();
    const invoice = await convertQuoteToInvoice(scope(), { quoteId }, actor);
    await refundPayment(scope(), { paymentId, amountCents: 4_000, reason: "Smaller deck" }, actor);
    expect(fake.requests.findLast((r) => r.path === "/v1/refunds")).toMatchObject({ body: { amount: "4000" } });
    expect((await fake.flushRefundEvents()).map((d) => JSON.parse(d.body).result)).toEqual(["duplicate"]);
    expect(await db.select().from(s.invoices).where(eq(s.invoices.id, invoice.id))).toEqual([expect.objectContaining({ status: "draft", amountPaidCents: 6_000 })]);
    expect(await db.select().from(s.ledgerEntries).where(eq(s.ledgerEntries.invoiceId, invoice.id))).toEqual([]);
    expect(await depositOf(quoteId)).toMatchObject({ refundedBeforeInvoiceCents: 4_000 });
    expect(await auditsOf(quoteId, "quote.deposit_refunded")).toHaveLength(1);
  });
});

describe("concurrent refunds of one deposit", () => {
  it("ten at once never take the refunds past the deposit", async () => {
    const { quoteId, paymentId } = await cashDeposit();
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => refundPayment(scope(), { paymentId, amountCents: 3_000, reason: `Refund ${i}` }, actor)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "unprocessable", message: "The refund exceeds the $10.00 of this deposit not yet refunded" });
    expect(await depositOf(quoteId)).toMatchObject({ status: "succeeded", refundedBeforeInvoiceCents: 9_000 });
    expect(await auditsOf(quoteId, "quote.deposit_refunded")).toHaveLength(3);
  });
});

describe("a card deposit refunded in part", () => {
  it("from the quote's page: Stripe refunds that amount, recorded once whichever of the answer and the webhook comes second", async () => {
    const { quoteId, paymentId } = await cardDeposit();
    await asStaff(business.owner.id);
    expect(await refundQuoteDepositAction({ paymentId, amountCents: 4_000, reason: "Smaller deck" })).toMatchObject({ ok: true, data: { amountCents: 4_000, invoiceId: null } });
    expect(fake.requests.findLast((r) => r.path === "/v1/refunds")).toMatchObject({ body: { amount: "4000" } });
    expect((await fake.flushRefundEvents()).map((d) => [d.status, JSON.parse(d.body).result])).toEqual([[200, "duplicate"]]);
    expect(await depositOf(quoteId)).toMatchObject({ status: "succeeded", refundedBeforeInvoiceCents: 4_000 });
    expect(await auditsOf(quoteId, "quote.deposit_refunded")).toHaveLength(1);
  });

  it("in Stripe's dashboard: charge.refunded is recorded once, even delivered twice, partial then whole", async () => {
    const { quoteId, sessionId, paymentId } = await cardDeposit();
    const first = await fake.refund(sessionId, 2_500);
    expect([first.status, JSON.parse(first.body).result]).toEqual([200, "refunded"]);
    const index = fake.sent.findLastIndex((e) => e.type === "charge.refunded");
    const again = await fake.replay(index);
    expect([again.status, JSON.parse(again.body).result]).toEqual([200, "duplicate"]);
    expect(await depositOf(quoteId)).toMatchObject({ status: "succeeded", invoiceId: null, refundedBeforeInvoiceCents: 2_500 });
    const audits = await auditsOf(quoteId, "quote.deposit_refunded");
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "system", meta: { paymentId, amountCents: 2_500, reason: "Card payment refunded in Stripe" } });

    const rest = await fake.refund(sessionId);
    expect(JSON.parse(rest.body).result).toBe("refunded");
    expect(await depositOf(quoteId)).toMatchObject({ status: "refunded", refundedBeforeInvoiceCents: 10_000 });
    expect(await auditsOf(quoteId, "quote.deposit_refunded")).toHaveLength(2);
    // Refunded whole: the invoice made now is credited nothing.
    const invoice = await convertQuoteToInvoice(scope(), { quoteId }, actor);
    expect((await loadInvoiceFigures(db, scope(), invoice.id))!.amountPaidCents).toBe(0);
  });
});

describe("the portal's quote payload", () => {
  it("carries deposit_amount, deposit_paid, deposit_refunded and deposit_due equal to the figures the portal's quote page shows", async () => {
    const { quoteId, paymentId } = await cashDeposit();
    await asStaff(business.owner.id);
    expect(await refundQuoteDepositAction({ paymentId, amountCents: 1_234, reason: "Part" })).toMatchObject({ ok: true });
    const unpaid = await approvedQuote();
    const token = await asCustomer(customer, business.portalSubdomain);
    const host = `${business.portalSubdomain}.localhost:3000`;
    const response = await portalData(new Request(`http://${host}/api/customer-portal-data?action=quotes`, { headers: { host, cookie: `sl_portal_session=${token}` } }));
    expect(response.status).toBe(200);
    const quotes: Array<Record<string, unknown>> = (await response.json()).quotes;
    for (const id of [quoteId, unpaid.quoteId]) {
      const page = (await pageLoaders.quote({ businessId: business.id, customerId: customer.id }, id))!.figures;
      const toDollars = (cents: number | null) => (cents === null ? null : cents / 100);
      expect(quotes.find((q) => q.id === id)).toMatchObject({
        deposit_amount: toDollars(page.depositDueCents),
        deposit_paid: toDollars(page.depositPaidCents),
        deposit_refunded: toDollars(page.depositRefundedCents),
        deposit_due: toDollars(page.depositOpenCents),
      });
    }
    expect(quotes.find((q) => q.id === quoteId)).toMatchObject({ deposit_amount: 100, deposit_paid: 100, deposit_refunded: 12.34, deposit_due: 0 });
    expect(quotes.find((q) => q.id === unpaid.quoteId)).toMatchObject({ deposit_amount: 100, deposit_paid: 0, deposit_refunded: 0, deposit_due: 100 });

    // The page itself: paid, part of it refunded.
    const quote = (await pageLoaders.quote({ businessId: business.id, customerId: customer.id }, quoteId))!;
    const branding = { companyName: business.companyName, companyLogo: null, businessEmail: null, businessPhone: null, businessAddress: null, themePrimaryColor: "#166534", timezone: "America/New_York" };
    const text = renderToStaticMarkup(createElement(QuoteDetailView, { quote, business: branding, payDepositOnline: true })).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toMatch(/Deposit paid \$12\.34 of it refunded/);
    expect(text).not.toMatch(/Deposit due \$|Pay deposit/);
  });
});
