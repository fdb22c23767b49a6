import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { POST as portalData } from "@/app/api/customer-portal-data/route";
import { GET as quotePdf } from "@/app/api/portal/quotes/[quoteId]/pdf/route";
import { QuoteDetailView } from "@/components/portal/quotes/quote-detail-view";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { refundQuoteDepositAction } from "@/lib/admin/actions/quotes/refund-quote-deposit";
import { checkCustomerBalances, checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { recordPayment } from "@/lib/money/payments/record-payment";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";
import { getCustomerStatement } from "@/lib/money/statements/get-customer-statement";
import { resolveStatementRange } from "@/lib/money/statements/statement-range";
import { loadInvoiceFigures, loadQuoteFigures } from "@/lib/money/documents/load-document-figures";
import { totalsRows } from "@/lib/money/documents/document-figures";
import { payQuoteDepositAction } from "@/lib/portal/actions/pay-quote-deposit";
import { respondToQuoteAction } from "@/lib/portal/actions/respond-to-quote";
import { convertQuoteToInvoice } from "@/lib/quotes/conversions/convert-quote-to-invoice";
import { recordQuoteDeposit } from "@/lib/money/deposits/record-quote-deposit";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";
import { sendQuote } from "@/lib/quotes/send-quote";
import { asCustomer, asStaff } from "../../support/fake-request";
import type { FakeStripe } from "../../support/fake-stripe/server";
import { connectStripeAsOwner, startStripeForTests } from "../../support/fake-stripe/stripe-for-tests";
import { pdfPagesText } from "../../support/pdf-text";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

/**
 * Issue 37 item 3, deposits by card: approving a quote that asks a deposit at a business that
 * takes cards answers a Stripe Checkout for the deposit (the real SDK against the local fake),
 * a direct charge on the connected account with the platform fee; the signed webhook records one
 * deposit per PaymentIntent, told to the owner and the customer; a deposit is refunded before and
 * after its invoice exists; the statement calls it a deposit.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

const SECRET = "whsec_test_deposits";
let fake: FakeStripe;
let stopStripe: () => Promise<void>;
let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customer: { id: string; businessId: string; email: string | null };
let neighbour: { id: string; businessId: string };
let otherCustomer: { id: string; businessId: string };
let accountId = "";
let actor: MoneyActor;
const scope = () => ({ businessId: business.id });
const sessionIdOf = (url: string) => /\/checkout\/(cs_[^/?]+)/.exec(url)![1];
const depositsOf = (quoteId: string) => db.select().from(s.payments).where(eq(s.payments.quoteId, quoteId));

beforeAll(async () => {
  ({ fake, stop: stopStripe } = await startStripeForTests(SECRET));
  business = await createBusiness(db, { taxRate: 0 });
  other = await createBusiness(db, { taxRate: 0 });
  customer = await createCustomer(db, business.id, { firstName: "Dana", lastName: "Reyes" });
  neighbour = await createCustomer(db, business.id);
  otherCustomer = await createCustomer(db, other.id);
  actor = { type: "staff", userId: business.owner.id, ip: null };
  await db.insert(s.platformSettings).values({ key: "platform_fee_bps", value: 250 }).onConflictDoUpdate({ target: s.platformSettings.key, set: { value: 250 } });
  await connectStripeAsOwner(business.owner.id);
  accountId = (await db.select({ a: s.businesses.stripeAccountId }).from(s.businesses).where(eq(s.businesses.id, business.id)))[0].a!;
});
afterAll(async () => {
  await db.delete(s.platformSettings).where(eq(s.platformSettings.key, "platform_fee_bps"));
  for (const id of [business.id, other.id]) await db.delete(s.businesses).where(eq(s.businesses.id, id));
  await stopStripe();
});

/** A sent $400.00 quote asking a 25 % deposit ($100.00). */
async function sentQuote(customerId = customer.id, businessId = business.id) {
  const saved = await saveQuoteDraft({ businessId }, {
    customerId,
    title: "Patio build",
    lineItems: [{ description: "Patio", quantity: 1, rateCents: 40_000 }],
    discountCents: 0,
    validUntil: null,
    terms: null,
    notes: null,
    depositPercentBps: 2_500,
  });
  await sendQuote({ businessId }, { quoteId: saved.id });
  return saved.id;
}

async function approve(quoteId: string, who: { id: string; businessId: string } = customer, tenant = business.portalSubdomain) {
  await asCustomer(who, tenant);
  return respondToQuoteAction({ quoteId, decision: "approve", comment: "" });
}

/** Approves and pays the deposit on the fake Checkout: answers the quote and its PaymentIntent. */
async function approvedAndPaid() {
  const quoteId = await sentQuote();
  const approved = await approve(quoteId);
  if (!approved.ok || !approved.data.depositCheckoutUrl) throw new Error("no deposit checkout");
  const sessionId = sessionIdOf(approved.data.depositCheckoutUrl);
  const deliveries = await fake.pay(sessionId);
  // The same PaymentIntent's second event adds nothing.
  expect(deliveries.map((d) => [d.type, d.status, JSON.parse(d.body).result])).toEqual([
    ["checkout.session.completed", 200, "recorded"],
    ["payment_intent.succeeded", 200, "duplicate"],
  ]);
  return { quoteId, sessionId, intent: fake.sessions.get(sessionId)!.payment_intent as string };
}

describe("approving a quote that asks a deposit", () => {
  it("approves it and answers a Checkout for the deposit on the connected account, with the fee and the quote's metadata", async () => {
    const quoteId = await sentQuote();
    const result = await approve(quoteId);
    expect(result).toMatchObject({ ok: true, data: { status: "approved" } });
    const url = (result as { data: { depositCheckoutUrl: string } }).data.depositCheckoutUrl;
    expect(url.startsWith(`${fake.url}/checkout/cs_`)).toBe(true);
    const call = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
    expect(call.account).toBe(accountId);
    const metadata = { purpose: "quote_deposit", quote_id: quoteId, business_id: business.id, customer_id: customer.id };
    expect(call.body).toMatchObject({
      mode: "payment",
      line_items: [{ quantity: "1", price_data: { currency: "usd", unit_amount: "10000" } }],
      // 2.5 % of $100.00
      payment_intent_data: { application_fee_amount: "250", metadata },
      metadata,
      success_url: `http://${business.portalSubdomain}.localhost:3000/quotes/${quoteId}?deposit=success`,
      cancel_url: `http://${business.portalSubdomain}.localhost:3000/quotes/${quoteId}?deposit=cancelled`,
    });
    // The approval stands unpaid; the deposit is still open, and Pay deposit starts a new Checkout.
    expect((await db.select({ status: s.quotes.status }).from(s.quotes).where(eq(s.quotes.id, quoteId)))[0].status).toBe("approved");
    expect((await loadQuoteFigures(db, scope(), quoteId))!.figures.depositOpenCents).toBe(10_000);
    const again = await payQuoteDepositAction({ quoteId });
    expect(again.ok).toBe(true);
    expect(sessionIdOf((again as { data: { url: string } }).data.url)).not.toBe(sessionIdOf(url));
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, quoteId), eq(s.auditLog.action, "quote.deposit_checkout_started")));
    expect(audit.meta).toMatchObject({ amountCents: 10_000, applicationFeeCents: 250 });
  });

  it("answers deposit_checkout_url through the spec's portal API too", async () => {
    const quoteId = await sentQuote();
    const token = await asCustomer(customer, business.portalSubdomain);
    const response = await portalData(
      new Request(`http://${business.portalSubdomain}.localhost:3000/api/customer-portal-data`, {
        method: "POST",
        headers: { "content-type": "application/json", host: `${business.portalSubdomain}.localhost:3000` },
        body: JSON.stringify({ action: "approve-quote", session_token: token, business_id: business.id, quote_data: { quote_id: quoteId } }),
      }),
    );
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ success: true, quote: { status: "approved" } });
    expect(body.deposit_checkout_url).toMatch(new RegExp(`^${fake.url}/checkout/cs_`));
  });

  it("does not start a Checkout at a business that does not take cards, or for a quote without a deposit", async () => {
    const quoteId = await sentQuote(otherCustomer.id, other.id);
    expect(await approve(quoteId, otherCustomer, other.portalSubdomain)).toMatchObject({ ok: true, data: { status: "approved", depositCheckoutUrl: null } });
    expect(await payQuoteDepositAction({ quoteId })).toMatchObject({ ok: false, status: 409 });
    const plain = await saveQuoteDraft(scope(), { customerId: customer.id, title: "Mow", lineItems: [{ description: "Mow", quantity: 1, rateCents: 5_000 }], discountCents: 0, validUntil: null, terms: null, notes: null });
    await sendQuote(scope(), { quoteId: plain.id });
    expect(await approve(plain.id)).toMatchObject({ ok: true, data: { depositCheckoutUrl: null } });
  });

  it("starts no Checkout before the quote is approved, and charges no fee when the platform takes none", async () => {
    const quoteId = await sentQuote();
    await asCustomer(customer, business.portalSubdomain);
    expect(await payQuoteDepositAction({ quoteId })).toMatchObject({ ok: false, status: 409, message: "Only an approved quote takes a deposit" });
    await db.update(s.platformSettings).set({ value: 0 }).where(eq(s.platformSettings.key, "platform_fee_bps"));
    try {
      const result = await approve(quoteId);
      expect(result).toMatchObject({ ok: true, data: { status: "approved" } });
      const call = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions")!;
      expect(call.body).toMatchObject({ mode: "payment", line_items: [{ price_data: { currency: "usd", product_data: { name: expect.stringMatching(/^Deposit/) } } }] });
      expect((call.body as { payment_intent_data: Record<string, unknown> }).payment_intent_data).not.toHaveProperty("application_fee_amount");
      const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, quoteId), eq(s.auditLog.action, "quote.deposit_checkout_started")));
      expect(audit).toMatchObject({ targetType: "quote" });
    } finally {
      await db.update(s.platformSettings).set({ value: 250 }).where(eq(s.platformSettings.key, "platform_fee_bps"));
    }
  });

  it("answers 'not found' for another customer's quote and another business's", async () => {
    const quoteId = await sentQuote();
    await approve(quoteId);
    await asCustomer(neighbour, business.portalSubdomain);
    expect(await payQuoteDepositAction({ quoteId })).toMatchObject({ ok: false, status: 404, message: "Quote not found" });
    await asCustomer(otherCustomer, other.portalSubdomain);
    expect(await payQuoteDepositAction({ quoteId })).toMatchObject({ ok: false, status: 404, message: "Quote not found" });
    expect(await payQuoteDepositAction({ quoteId: "not-a-uuid" })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("the signed webhook", () => {
  it("records one deposit per PaymentIntent: both event types, a redelivery and ten concurrent deliveries", async () => {
    const { quoteId, sessionId, intent } = await approvedAndPaid();
    const results = fake.sent.filter((e) => e.payload.includes(sessionId) || e.payload.includes(intent)).map((e) => e.type);
    expect(results).toEqual(expect.arrayContaining(["checkout.session.completed", "payment_intent.succeeded"]));
    const first = fake.sent.findIndex((e) => e.type === "checkout.session.completed" && e.payload.includes(sessionId));
    const replay = await fake.replay(first);
    expect([replay.status, JSON.parse(replay.body).result]).toEqual([200, "duplicate"]);
    const many = await Promise.all(Array.from({ length: 10 }, () => fake.replay(first)));
    expect(many.map((d) => d.status)).toEqual(Array(10).fill(200));
    const deposits = await depositsOf(quoteId);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ method: "stripe", status: "succeeded", amountCents: 10_000, providerRef: intent, invoiceId: null });
    const figures = (await loadQuoteFigures(db, scope(), quoteId))!.figures;
    expect(figures.depositOpenCents).toBe(0);
    expect(totalsRows(figures).map((r) => [r.label, r.amountCents])).toContainEqual(["Deposit received", -10_000]);
    const audits = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, quoteId), eq(s.auditLog.action, "quote.deposit_recorded")));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: "system", meta: { method: "stripe", amountCents: 10_000, stripeEventId: expect.stringMatching(/^evt_/) } });
  });

  it("ten concurrent first deliveries record it once", async () => {
    const quoteId = await sentQuote();
    const approved = await approve(quoteId);
    const session = fake.sessions.get(sessionIdOf((approved as { data: { depositCheckoutUrl: string } }).data.depositCheckoutUrl))!;
    const object = { id: session.id, object: "checkout.session", amount_total: 10_000, currency: "usd", metadata: session.metadata, payment_intent: `pi_test_deposit_${quoteId.slice(0, 8)}`, payment_status: "paid", status: "complete" };
    const results = await Promise.all(Array.from({ length: 10 }, () => fake.deliver("checkout.session.completed", object, session.account)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => JSON.parse(r.body).result === "recorded")).toHaveLength(1);
    expect(await depositsOf(quoteId)).toHaveLength(1);
  });

  it("refuses a deposit naming another business's quote, another customer, or sent from another account", async () => {
    const quoteId = await sentQuote();
    await approve(quoteId);
    const base = { purpose: "quote_deposit", quote_id: quoteId, business_id: business.id, customer_id: customer.id };
    const post = (metadata: Record<string, string>, account: string | null, pi: string) =>
      fake.deliver("payment_intent.succeeded", { id: pi, object: "payment_intent", amount_received: 10_000, currency: "usd", metadata }, account);
    expect((await post({ ...base, business_id: other.id }, accountId, "pi_test_x1")).status).toBe(422);
    expect((await post({ ...base, customer_id: neighbour.id }, accountId, "pi_test_x2")).status).toBe(422);
    expect((await post(base, "acct_someone_else", "pi_test_x3")).status).toBe(422);
    expect(await depositsOf(quoteId)).toEqual([]);
  });

  it("tells the owner (bell and email) and emails the customer a receipt — for a staff-recorded deposit too", async () => {
    const { quoteId } = await approvedAndPaid();
    const staffQuote = await sentQuote();
    await approve(staffQuote);
    await recordQuoteDeposit(scope(), { quoteId: staffQuote, amountCents: 5_000, method: "check", note: null }, actor);
    for (const [id, amount] of [[quoteId, "$100.00"], [staffQuote, "$50.00"]] as const) {
      const bells = await db.select().from(s.notifications).where(and(eq(s.notifications.businessId, business.id), eq(s.notifications.link, `/admin/quotes/${id}`), eq(s.notifications.kind, "payment_received")));
      expect(bells).toHaveLength(1);
      expect(bells[0].title).toBe(`Deposit received: ${amount} from Dana Reyes`);
      const owner = await db
        .select()
        .from(s.emailOutbox)
        .where(and(eq(s.emailOutbox.toAddress, business.owner.email), eq(s.emailOutbox.subject, bells[0].title), sql`${s.emailOutbox.html} like ${`%/admin/quotes/${id}%`}`));
      expect(owner).toHaveLength(1);
    }
    const receipts = await db.select().from(s.emailOutbox).where(and(eq(s.emailOutbox.toAddress, customer.email!), eq(s.emailOutbox.template, "payment-receipt")));
    const texts = receipts.map((r) => r.text ?? "");
    const receiptOf = (id: string) => texts.filter((t) => t.includes(`/quotes/${id}`));
    expect(receiptOf(quoteId)).toHaveLength(1);
    expect(receiptOf(quoteId)[0]).toMatch(/Amount paid: \$100\.00[\s\S]*Payment method: Card[\s\S]*Deposit on Quote[\s\S]*Balance left: \$300\.00/);
    expect(receiptOf(staffQuote)).toHaveLength(1);
    expect(receiptOf(staffQuote)[0]).toMatch(/Amount paid: \$50\.00[\s\S]*Payment method: Check[\s\S]*Balance left: \$350\.00/);
  });
});

describe("crediting, refunds and the statement", () => {
  it("a deposit paid after the invoice was issued is credited to it, in the ledger", async () => {
    const quoteId = await sentQuote();
    const approved = await approve(quoteId);
    const invoice = await convertQuoteToInvoice(scope(), { quoteId }, actor);
    await sendInvoice(scope(), { invoiceId: invoice.id }, actor);
    await fake.pay(sessionIdOf((approved as { data: { depositCheckoutUrl: string } }).data.depositCheckoutUrl));
    const figures = (await loadInvoiceFigures(db, scope(), invoice.id))!.figures;
    expect(figures.settlements.map((x) => [x.kind, x.amountCents])).toEqual([["deposit", -10_000]]);
    expect(figures.balanceDueCents).toBe(30_000);
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
    expect(await checkCustomerBalances(db, scope())).toEqual([]);
  });

  it("a deposit that no longer fits the quote's invoice (already paid) is still recorded, on the quote, for staff to refund", async () => {
    const quoteId = await sentQuote();
    const approved = await approve(quoteId);
    const invoice = await convertQuoteToInvoice(scope(), { quoteId }, actor);
    await sendInvoice(scope(), { invoiceId: invoice.id }, actor);
    await recordPayment(scope(), { invoiceId: invoice.id, amountCents: 40_000, method: "check", note: null }, actor);
    await fake.pay(sessionIdOf((approved as { data: { depositCheckoutUrl: string } }).data.depositCheckoutUrl));
    expect(await depositsOf(quoteId)).toMatchObject([{ amountCents: 10_000, invoiceId: null, status: "succeeded" }]);
    expect((await loadInvoiceFigures(db, scope(), invoice.id))!).toMatchObject({ status: "paid", amountPaidCents: 40_000 });
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
  });

  it("a draft invoice made from the quote shows the deposit credited; the statement labels it Deposit", async () => {
    const { quoteId } = await approvedAndPaid();
    const invoice = await convertQuoteToInvoice(scope(), { quoteId }, actor);
    const draft = (await loadInvoiceFigures(db, scope(), invoice.id))!;
    expect(draft.amountPaidCents).toBe(10_000);
    // The draft shows the deposit credited, as its figures' "Deposit paid" row, before any ledger entry.
    expect(totalsRows(draft.figures).map((r) => [r.label, r.amountCents])).toContainEqual(["Deposit paid", -10_000]);
    await sendInvoice(scope(), { invoiceId: invoice.id }, actor);
    const statement = await getCustomerStatement({ businessId: business.id, customerId: customer.id }, resolveStatementRange({}, new Date().toISOString().slice(0, 10))!, "America/New_York");
    const line = statement.lines.find((l) => l.kind === "payment" && l.amountCents === -10_000 && l.description.includes(`${draft.invoiceNumber}`));
    expect(line?.description).toMatch(/^Deposit paid, invoice #/);
    // Issued, the deposit is the ledger's entry, listed once.
    const issued = (await loadInvoiceFigures(db, scope(), invoice.id))!.figures;
    expect(issued.settlements.map((x) => [x.kind, x.amountCents])).toEqual([["deposit", -10_000]]);
    expect(issued.balanceDueCents).toBe(30_000);
  });

  it("a card deposit is refunded before any invoice: Stripe refunds it, the quote shows it refunded, nothing is credited", async () => {
    const { quoteId, intent } = await approvedAndPaid();
    const [deposit] = await depositsOf(quoteId);
    await asStaff(business.owner.id);
    const refunded = await refundQuoteDepositAction({ paymentId: deposit.id, reason: "Job cancelled" , amountCents: 10_000 });
    expect(refunded).toMatchObject({ ok: true, data: { amountCents: 10_000, invoiceId: null } });
    const call = fake.requests.findLast((r) => r.path === "/v1/refunds")!;
    expect(call).toMatchObject({ account: accountId, body: { payment_intent: intent, amount: "10000" } });
    // Stripe's own charge.refunded, after, adds nothing.
    expect((await fake.flushRefundEvents()).map((d) => [d.status, JSON.parse(d.body).result])).toEqual([[200, "duplicate"]]);
    expect((await depositsOf(quoteId))[0]).toMatchObject({ status: "refunded", invoiceId: null });
    const figures = (await loadQuoteFigures(db, scope(), quoteId))!.figures;
    expect(totalsRows(figures).map((r) => [r.label, r.amountCents])).toEqual(expect.arrayContaining([["Deposit received", -10_000], ["Deposit refunded", 10_000]]));
    // Not asked again: the business refunded it.
    expect(figures.depositOpenCents).toBe(0);
    await asCustomer(customer, business.portalSubdomain);
    expect(await payQuoteDepositAction({ quoteId })).toMatchObject({ ok: false, status: 409, message: "No deposit is due on this quote" });
    const invoice = await convertQuoteToInvoice(scope(), { quoteId }, actor);
    expect((await loadInvoiceFigures(db, scope(), invoice.id))!.amountPaidCents).toBe(0);
    const audits = await db.select({ action: s.auditLog.action }).from(s.auditLog).where(eq(s.auditLog.targetId, quoteId));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["quote.deposit_refund_requested", "quote.deposit_refunded"]));
    // A second refund is refused.
    await asStaff(business.owner.id);
    expect(await refundQuoteDepositAction({ paymentId: deposit.id, reason: "Again" , amountCents: 10_000 })).toMatchObject({ ok: false, status: 409 });
  });

  it("a manual deposit is refunded before an invoice; after the invoice a deposit is refunded on it (owed again)", async () => {
    const quoteId = await sentQuote();
    await approve(quoteId);
    const recorded = await recordQuoteDeposit(scope(), { quoteId, amountCents: 10_000, method: "cash", note: null }, actor);
    await asStaff(business.owner.id);
    expect(await refundQuoteDepositAction({ paymentId: recorded.paymentId, reason: "Changed plans" , amountCents: 10_000 })).toMatchObject({ ok: true, data: { invoiceId: null } });
    expect((await depositsOf(quoteId))[0]).toMatchObject({ status: "refunded" });

    const { quoteId: paidQuote } = await approvedAndPaid();
    const invoice = await convertQuoteToInvoice(scope(), { quoteId: paidQuote }, actor);
    await sendInvoice(scope(), { invoiceId: invoice.id }, actor);
    const [deposit] = await depositsOf(paidQuote);
    await asStaff(business.owner.id);
    const after = await refundQuoteDepositAction({ paymentId: deposit.id, reason: "Job cancelled" , amountCents: 10_000 });
    expect(after).toMatchObject({ ok: true, data: { invoiceId: invoice.id, amountCents: 10_000 } });
    await fake.flushRefundEvents();
    const figures = (await loadInvoiceFigures(db, scope(), invoice.id))!.figures;
    expect(figures.balanceDueCents).toBe(40_000);
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
  });

  it("refuses another business's deposit as not found, and an employee without manage_billing", async () => {
    const { quoteId } = await approvedAndPaid();
    const [deposit] = await depositsOf(quoteId);
    await asStaff(other.owner.id);
    expect(await refundQuoteDepositAction({ paymentId: deposit.id, reason: "x" , amountCents: 10_000 })).toMatchObject({ ok: false, status: 404 });
    const [employee] = await db.insert(s.users).values({ email: `emp-dep-${business.id}@example.test`, userType: "employee", firstName: "E", lastName: "M" }).returning();
    await db.insert(s.businessMembers).values({ businessId: business.id, userId: employee.id, role: "employee" });
    await asStaff(employee.id);
    expect(await refundQuoteDepositAction({ paymentId: deposit.id, reason: "x" , amountCents: 10_000 })).toMatchObject({ ok: false, status: 403 });
    expect((await depositsOf(quoteId))[0].status).toBe("succeeded");
  });
});

describe("the deposit on the portal quote and its PDF", () => {
  const branding = () => ({ companyName: business.companyName, companyLogo: null, businessEmail: null, businessPhone: null, businessAddress: null, themePrimaryColor: "#166534", timezone: "America/New_York" });
  const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");
  const page = async (quoteId: string, payDepositOnline = true) => {
    const quote = (await pageLoaders.quote({ businessId: business.id, customerId: customer.id }, quoteId))!;
    return textOf(renderToStaticMarkup(createElement(QuoteDetailView, { quote, business: branding(), payDepositOnline })));
  };
  const pdf = async (quoteId: string) => {
    const token = await asCustomer(customer, business.portalSubdomain);
    const host = `${business.portalSubdomain}.localhost:3000`;
    const response = await quotePdf(new Request(`http://${host}/api/portal/quotes/${quoteId}/pdf`, { headers: { host, cookie: `sl_portal_session=${token}` } }), { params: Promise.resolve({ quoteId }) });
    return (await pdfPagesText(new Uint8Array(await response.arrayBuffer()))).join("\n");
  };

  it("shows 'Deposit due' with Pay deposit while unpaid, 'Deposit paid' once paid, 'Deposit refunded' after a refund — page and PDF from the figures", async () => {
    const quoteId = await sentQuote();
    const approved = await approve(quoteId);
    expect(await page(quoteId)).toMatch(/Deposit due \$100\.00 .*Pay deposit/);
    // At a business that does not take cards: the amount due, no button (staff record it).
    expect(await page(quoteId, false)).toMatch(/Deposit due \$100\.00/);
    expect(await page(quoteId, false)).not.toMatch(/Pay deposit/);

    await fake.pay(sessionIdOf((approved as { data: { depositCheckoutUrl: string } }).data.depositCheckoutUrl));
    const paid = await page(quoteId);
    expect(paid).toMatch(/Deposit paid/);
    expect(paid).not.toMatch(/Pay deposit/);
    expect(paid).toMatch(/Total \$400\.00 Deposit due on approval \$100\.00 Deposit received .*-\$100\.00 Balance due \$300\.00/);
    expect(await pdf(quoteId)).toMatch(/Deposit received[\s\S]*-\$100\.00[\s\S]*Balance due\n\$300\.00/);

    const [deposit] = await depositsOf(quoteId);
    await asStaff(business.owner.id);
    expect(await refundQuoteDepositAction({ paymentId: deposit.id, reason: "Job cancelled" , amountCents: 10_000 })).toMatchObject({ ok: true });
    const refunded = await page(quoteId);
    expect(refunded).not.toMatch(/Deposit due \$|Pay deposit|Deposit paid/);
    expect(refunded).toMatch(/Deposit refunded .*\$100\.00 Balance due \$400\.00/);
    expect(await pdf(quoteId)).toMatch(/Deposit refunded[\s\S]*\$100\.00[\s\S]*Balance due\n\$400\.00/);
  });
});
