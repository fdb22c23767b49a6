import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as portalData } from "@/app/api/customer-portal-data/route";
import { GET as invoicePdf } from "@/app/api/portal/invoices/[invoiceId]/pdf/route";
import { GET as quotePdf } from "@/app/api/portal/quotes/[quoteId]/pdf/route";
import { GET as apiInvoice } from "@/app/api/v1/invoices/[id]/route";
import { GET as apiQuote } from "@/app/api/v1/quotes/[id]/route";
import { InvoiceDocument } from "@/components/portal/invoices/invoice-document";
import { QuoteDocument } from "@/components/portal/quotes/quote-document";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { applyInvoiceCredit } from "@/lib/money/credits/apply-invoice-credit";
import { checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { recordPayment } from "@/lib/money/payments/record-payment";
import { saveInvoiceDraft } from "@/lib/money/invoices/save-invoice-draft";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";
import { computeDocumentTotals } from "@/lib/money/documents/document-totals";
import { refundPayment } from "@/lib/money/refunds/refund-payment";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";
import { sendQuote } from "@/lib/quotes/send-quote";
import { apiRequest, createApiKey } from "../../support/api-fixtures";
import { apiRendering, arithmeticOf, htmlRendering, pdfRendering, type Rendering } from "../../support/document-renderings";
import { pdfPagesText } from "../../support/pdf-text";
import { createBusiness, createCustomer, createSession } from "../../support/portal-fixtures";

/**
 * Issue 37's property: whatever a document holds — lines with fractional quantities, a discount
 * (larger than the subtotal too), a tax rate with two decimals of a percent, credits, partial
 * payments and refunds — stored through the real operations, the portal's HTML, the PDF's text,
 * the portal data API and API v1 show the same lines and the same totals, and each adds up to the
 * cent by itself: lines → subtotal, subtotal − discount + tax = total, total − credits − payments
 * (+ refunds) = balance due. An oracle (computeDocumentTotals on the generated input, and the
 * moves actually made) pins the numbers themselves.
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let customerId = "";
let token = "";
let key = "";
let actor: MoneyActor;
const scope = () => ({ businessId: business.id });
const customerScope = () => ({ businessId: business.id, customerId });
const branding = () => ({ companyName: business.companyName, companyLogo: null, businessEmail: null, businessPhone: null, businessAddress: null, themePrimaryColor: "#1e40af", timezone: "America/New_York" });

beforeAll(async () => {
  business = await createBusiness(db);
  customerId = (await createCustomer(db, business.id)).id;
  token = await createSession(db, business.id, customerId);
  key = (await createApiKey(db, business.id, ["manage_quotes", "manage_invoices"])).key;
  actor = { type: "staff", userId: business.owner.id, ip: null };
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
});

const WORDS = ["Mowing", "Edging", "Mulch", "Hedge", "trim", "Aeration", "Leaf", "clean-up", "Seed", "Pruning", "Gutter", "&", "—", "O'Brien's"];
const description = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));
const line = fc.record({
  description,
  // Two decimals (numeric(12,2)): 0.01 … 2,000.00.
  quantity: fc.integer({ min: 1, max: 200_000 }).map((hundredths) => hundredths / 100),
  rateCents: fc.integer({ min: 0, max: 200_000 }),
});
type Move = { kind: "pay" | "credit" | "refund"; share: number; method: "cash" | "check" | "bank_transfer" | "other" };
const move: fc.Arbitrary<Move> = fc.record({
  kind: fc.constantFrom("pay" as const, "credit" as const, "refund" as const),
  share: fc.integer({ min: 1, max: 100 }),
  method: fc.constantFrom("cash" as const, "check" as const, "bank_transfer" as const, "other" as const),
});
const documentInput = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 5 }),
  // Sometimes none, sometimes more than the subtotal (capped at it when saved).
  discountCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 50_000, max: 100_000_000 })),
  // Two decimals of a percent: 0.00 % … 25.00 %.
  taxRate: fc.integer({ min: 0, max: 2_500 }).map((basisPoints) => basisPoints / 100),
  moves: fc.array(move, { maxLength: 4 }),
});

const tenantRequest = (path: string) => {
  const host = `${business.portalSubdomain}.localhost:3000`;
  return new Request(`http://${host}${path}`, { headers: { host, cookie: `sl_portal_session=${token}` } });
};
const pdfText = async (response: Response) => (await pdfPagesText(new Uint8Array(await response.arrayBuffer()))).join("\n");

/** Plays the moves on the issued invoice; answers the settlements made, in the ledger's signs. */
async function playMoves(invoiceId: string, totalCents: number, moves: Move[]): Promise<number[]> {
  const made: number[] = [];
  const payments: Array<{ id: string; left: number }> = [];
  let balance = totalCents;
  for (const m of moves) {
    if (m.kind === "refund") {
      const payment = payments.find((p) => p.left > 0);
      if (!payment) continue;
      const amount = Math.max(1, Math.floor((payment.left * m.share) / 100));
      await refundPayment(scope(), { paymentId: payment.id, amountCents: amount, reason: "Refund" }, actor);
      payment.left -= amount;
      balance += amount;
      made.push(amount);
      continue;
    }
    if (balance <= 0) continue;
    const amount = Math.max(1, Math.floor((balance * m.share) / 100));
    if (m.kind === "pay") {
      const paid = await recordPayment(scope(), { invoiceId, amountCents: amount, method: m.method, note: "staff note" }, actor);
      payments.push({ id: paid.paymentId, left: amount });
    } else {
      await applyInvoiceCredit(scope(), { invoiceId, amountCents: amount, reason: `Goodwill ${m.share}` }, actor);
    }
    balance -= amount;
    made.push(-amount);
  }
  return made;
}

/** Every rendering says the same, and each adds up by itself. */
function expectAgreement(renderings: Record<string, Rendering>, expected: { lines: Rendering["lines"]; subtotal: number; discount: number; tax: number; total: number; balanceDue?: number; settlements?: number[] }) {
  for (const [name, rendering] of Object.entries(renderings)) {
    const context = `${name}: ${JSON.stringify(rendering)}`;
    expect(rendering.lines, context).toEqual(expected.lines);
    const sums = arithmeticOf(rendering);
    expect(sums.linesSum, context).toBe(sums.subtotal);
    expect(sums.totalFromParts, context).toBe(sums.total);
    expect(sums.subtotal, context).toBe(expected.subtotal);
    expect(sums.total, context).toBe(expected.total);
    expect(rendering.rows.find((row) => row.label === "Tax")?.amountCents, context).toBe(expected.tax);
    expect(rendering.rows.find((row) => row.label === "Discount")?.amountCents ?? 0, context).toBe(0 - expected.discount);
    if (expected.balanceDue !== undefined) {
      expect(sums.balanceDue, context).toBe(expected.balanceDue);
      expect(sums.balanceFromParts, context).toBe(expected.balanceDue);
      const totalAt = rendering.rows.findIndex((row) => row.label === "Total");
      expect(rendering.rows.slice(totalAt + 1, -1).map((row) => row.amountCents), context).toEqual(expected.settlements);
    }
  }
  const [first, ...others] = Object.values(renderings);
  for (const other of others) expect(other).toEqual(first);
}

describe("a document's figures, in every rendering", () => {
  it("agree line for line and cent for cent, and add up, for random documents stored through the real operations", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(documentInput, async (input) => {
        await db.update(s.businesses).set({ taxRate: input.taxRate }).where(eq(s.businesses.id, business.id));
        const oracle = computeDocumentTotals(input.lines, input.discountCents, input.taxRate);
        const lines = input.lines.map((l, i) => ({ description: l.description, quantity: l.quantity, rateCents: l.rateCents, amountCents: oracle.lineAmountsCents[i] }));
        const figures = { lines, subtotal: oracle.subtotalCents, discount: oracle.discountCents, tax: oracle.taxAmountCents, total: oracle.totalCents };

        // The quote: portal HTML and PDF, the portal data API, API v1.
        const quote = await saveQuoteDraft(scope(), { customerId, title: "Property quote", lineItems: input.lines, discountCents: input.discountCents, validUntil: null, terms: null, notes: null });
        await sendQuote(scope(), { quoteId: quote.id });
        const quoteView = (await pageLoaders.quote(customerScope(), quote.id))!;
        const portalQuotes = await (await portalData(tenantRequest("/api/customer-portal-data?action=quotes"))).json();
        const pq = portalQuotes.quotes.find((q: { id: string }) => q.id === quote.id);
        const vq = await (await apiQuote(apiRequest(`/quotes/${quote.id}`, { key }), { params: Promise.resolve({ id: quote.id }) })).json();
        expectAgreement(
          {
            html: htmlRendering(renderToStaticMarkup(createElement(QuoteDocument, { quote: quoteView, business: branding() }))),
            pdf: pdfRendering(await pdfText(await quotePdf(tenantRequest(`/api/portal/quotes/${quote.id}/pdf`), { params: Promise.resolve({ quoteId: quote.id }) }))),
            portalApi: apiRendering({ lines: pq.quote_line_items, subtotal: pq.subtotal, discount: pq.discount_amount, tax: pq.tax_amount, total: pq.total_amount }),
            apiV1: apiRendering({ lines: vq.line_items, subtotal: vq.subtotal, discount: vq.discount, tax: vq.tax_amount, total: vq.total_amount }),
          },
          figures,
        );

        // The invoice, when it totals more than $0.00 (a zero invoice is never sent): issued, then settled by the moves.
        if (oracle.totalCents <= 0) return;
        const draft = await saveInvoiceDraft(scope(), { customerId, description: "Property invoice", lineItems: input.lines, discountCents: input.discountCents, dueDate: null, notes: null, paymentInstructions: null });
        await sendInvoice(scope(), { invoiceId: draft.id }, actor);
        const settlements = await playMoves(draft.id, oracle.totalCents, input.moves);
        const balanceDue = settlements.reduce((sum, amount) => sum + amount, oracle.totalCents);
        const invoiceView = (await pageLoaders.invoice(customerScope(), draft.id, null))!;
        const portalInvoices = await (await portalData(tenantRequest("/api/customer-portal-data?action=invoices"))).json();
        const pi = portalInvoices.invoices.find((i: { id: string }) => i.id === draft.id);
        const vi = await (await apiInvoice(apiRequest(`/invoices/${draft.id}`, { key }), { params: Promise.resolve({ id: draft.id }) })).json();
        expectAgreement(
          {
            html: htmlRendering(renderToStaticMarkup(createElement(InvoiceDocument, { invoice: invoiceView, business: branding() }))),
            pdf: pdfRendering(await pdfText(await invoicePdf(tenantRequest(`/api/portal/invoices/${draft.id}/pdf`), { params: Promise.resolve({ invoiceId: draft.id }) }))),
            portalApi: apiRendering({ lines: pi.invoice_line_items, subtotal: pi.subtotal, discount: pi.discount_amount, tax: pi.tax_amount, total: pi.amount, settlements: pi.settlements, balanceDue: pi.balance_due }),
            apiV1: apiRendering({ lines: vi.line_items, subtotal: vi.subtotal, discount: vi.discount, tax: vi.tax_amount, total: vi.amount, settlements: vi.settlements, balanceDue: vi.balance_due }),
          },
          { ...figures, balanceDue, settlements },
        );
      }),
      { numRuns: 25, seed: 3_700_037 },
    );
    // What the renderings agree on is what the ledger holds.
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
    const [{ documents }] = await db.execute<{ documents: number }>(sql`select count(*)::int as documents from quotes where business_id = ${business.id}::uuid`);
    expect(documents).toBe(25);
    const [{ invoices }] = await db.execute<{ invoices: number }>(sql`select count(*)::int as invoices from invoices where business_id = ${business.id}::uuid and status <> 'draft'`);
    expect(invoices).toBeGreaterThan(15);
  });
});
