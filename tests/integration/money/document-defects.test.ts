import { eq } from "drizzle-orm";
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
import { createContract } from "@/lib/contracts/create-contract";
import { saveInvoiceDraft } from "@/lib/money/invoices/save-invoice-draft";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";
import { sendQuote } from "@/lib/quotes/send-quote";
import { apiRequest, createApiKey } from "../../support/api-fixtures";
import { pdfPagesText } from "../../support/pdf-text";
import { createBusiness, createCustomer, createSession } from "../../support/portal-fixtures";

/**
 * The defects a new owner found in issue 37, each through the interfaces the customer and
 * integrations use (the portal's document components fed by the portal's page loaders, the PDF
 * routes, the portal data API, API v1) — none of them named by this branch's new types, so the
 * same file runs against the code before it and fails there:
 * - a quote with $575 of lines, −$20 discount, 6.25 % tax showed no discount line (portal, PDF, contract text);
 * - an invoice of $315 of lines and a $20 discount showed "Tax $18.44, Total $313.44" without the discount;
 * - the portal invoice and its PDF merged every line into one row "1 × $315.00";
 * - the PDF cut long descriptions off.
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let token = "";
let key = "";
const actor = () => ({ type: "staff" as const, userId: business.owner.id, ip: null });
const scope = () => ({ businessId: business.id });
const customerScope = () => ({ businessId: business.id, customerId: customer.id });
const branding = () => ({ companyName: business.companyName, companyLogo: null, businessEmail: null, businessPhone: null, businessAddress: null, themePrimaryColor: "#166534", timezone: "America/New_York" });

const LONG = `Full property clean-up: ${"remove the leaves from every bed, edge the walks, cut back the perennials and haul the debris away; ".repeat(4)}done.`.slice(0, 400);

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 6.25 });
  customer = await createCustomer(db, business.id, { firstName: "Dana", lastName: "Reyes" });
  token = await createSession(db, business.id, customer.id);
  key = (await createApiKey(db, business.id, ["manage_quotes", "manage_invoices"])).key;
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
});

const tenantRequest = (path: string) => {
  const host = `${business.portalSubdomain}.localhost:3000`;
  return new Request(`http://${host}${path}`, { headers: { host, cookie: `sl_portal_session=${token}` } });
};
const pdfText = async (response: Response) => (await pdfPagesText(new Uint8Array(await response.arrayBuffer()))).join("\n");
/** The text of rendered HTML, tags gone and whitespace folded, as a reader sees it. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ");

async function sentQuote() {
  const saved = await saveQuoteDraft(scope(), {
    customerId: customer.id,
    title: "Spring clean-up",
    lineItems: [
      { description: "Spring clean-up", quantity: 1, rateCents: 35_000 },
      { description: "Mulch — 3 yards", quantity: 3, rateCents: 7_500 },
    ],
    discountCents: 2_000,
    validUntil: null,
    terms: null,
    notes: null,
  });
  await sendQuote(scope(), { quoteId: saved.id });
  return saved.id;
}

async function sentInvoice(lines: Array<{ description: string; quantity: number; rateCents: number }>) {
  const saved = await saveInvoiceDraft(scope(), { customerId: customer.id, description: "May service", lineItems: lines, discountCents: 2_000, dueDate: null, notes: null, paymentInstructions: null });
  await sendInvoice(scope(), { invoiceId: saved.id }, actor());
  return saved.id;
}

const INVOICE_LINES = [
  { description: "Weekly mowing", quantity: 4, rateCents: 4_500 },
  { description: "Hedge trimming", quantity: 1.5, rateCents: 6_000 },
  { description: "Leaf removal", quantity: 1, rateCents: 4_500 },
];

describe("a quote with a discount ($575 of lines, −$20, 6.25 % tax)", () => {
  it("shows Subtotal $575.00, Discount -$20.00, Tax $34.69, Total $589.69 on the portal document, its PDF and both APIs", async () => {
    const quoteId = await sentQuote();
    const quote = await pageLoaders.quote(customerScope(), quoteId);
    const html = textOf(renderToStaticMarkup(createElement(QuoteDocument, { quote: quote!, business: branding() })));
    expect(html).toMatch(/Subtotal \$575\.00 Discount -\$20\.00 Tax \$34\.69 Total \$589\.69/);

    const pdf = await pdfText(await quotePdf(tenantRequest(`/api/portal/quotes/${quoteId}/pdf`), { params: Promise.resolve({ quoteId }) }));
    expect(pdf).toMatch(/Subtotal\n\$575\.00\nDiscount\n-\$20\.00\nTax\n\$34\.69\nTotal\n\$589\.69/);

    const api = await (await portalData(tenantRequest("/api/customer-portal-data?action=quotes"))).json();
    expect(api.quotes.find((q: { id: string }) => q.id === quoteId)).toMatchObject({ subtotal: 575, discount_amount: 20, tax_amount: 34.69, total_amount: 589.69 });

    const v1 = await (await apiQuote(apiRequest(`/quotes/${quoteId}`, { key }), { params: Promise.resolve({ id: quoteId }) })).json();
    expect(v1).toMatchObject({ subtotal: 575, discount: 20, tax_amount: 34.69, total_amount: 589.69 });
  });

  it("writes the discount into the contract text made from it", async () => {
    const quoteId = await sentQuote();
    await respondToQuote(customerScope(), { quoteId, decision: "approve", comment: null }, "Dana Reyes");
    const { id } = await createContract(scope(), { source: "quote", quoteId, endDate: null }, { type: "staff", userId: business.owner.id });
    const [contract] = await db.select().from(s.contracts).where(eq(s.contracts.id, id));
    expect(contract.content).toContain("Subtotal: $575.00\nDiscount: -$20.00\nTax: $34.69\nTotal: $589.69");
    expect(contract.totalAmountCents).toBe(58_969);
  });
});

describe("an invoice with $315 of lines and a $20 discount", () => {
  it("shows its own three lines, the discount, Tax $18.44 and Total $313.44 on the portal document and its PDF", async () => {
    const invoiceId = await sentInvoice(INVOICE_LINES);
    const invoice = await pageLoaders.invoice(customerScope(), invoiceId, null);
    const html = textOf(renderToStaticMarkup(createElement(InvoiceDocument, { invoice: invoice!, business: branding() })));
    expect(html).toContain("Weekly mowing 4 $45.00 $180.00");
    expect(html).toContain("Hedge trimming 1.5 $60.00 $90.00");
    expect(html).toContain("Leaf removal 1 $45.00 $45.00");
    expect(html).not.toContain("$315.00 $315.00");
    expect(html).toMatch(/Subtotal \$315\.00 Discount -\$20\.00 Tax \$18\.44 Total \$313\.44/);

    const pdf = await pdfText(await invoicePdf(tenantRequest(`/api/portal/invoices/${invoiceId}/pdf`), { params: Promise.resolve({ invoiceId }) }));
    expect(pdf).toContain("Weekly mowing\n4\n$45.00\n$180.00");
    expect(pdf).toContain("Hedge trimming\n1.5\n$60.00\n$90.00");
    expect(pdf).toContain("Leaf removal\n1\n$45.00\n$45.00");
    expect(pdf).toMatch(/Subtotal\n\$315\.00\nDiscount\n-\$20\.00\nTax\n\$18\.44\nTotal\n\$313\.44/);
  });

  it("states the discount and the lines in the portal data API and API v1", async () => {
    const invoiceId = await sentInvoice(INVOICE_LINES);
    const api = await (await portalData(tenantRequest("/api/customer-portal-data?action=invoices"))).json();
    const mine = api.invoices.find((i: { id: string }) => i.id === invoiceId);
    expect(mine).toMatchObject({ subtotal: 315, discount_amount: 20, tax_amount: 18.44, amount: 313.44 });
    expect(mine.invoice_line_items.map((l: { description: string; amount: number }) => [l.description, l.amount])).toEqual([
      ["Weekly mowing", 180],
      ["Hedge trimming", 90],
      ["Leaf removal", 45],
    ]);
    const v1 = await (await apiInvoice(apiRequest(`/invoices/${invoiceId}`, { key }), { params: Promise.resolve({ id: invoiceId }) })).json();
    expect(v1).toMatchObject({ subtotal: 315, discount: 20, tax_amount: 18.44, amount: 313.44, balance_due: 313.44 });
    expect(v1.line_items).toHaveLength(3);
  });
});

describe("a 400-character line description", () => {
  /** The description's words as drawn between its first word and the totals, without the row's other cells. */
  const drawnDescription = (pdf: string, others: string[]) => {
    const start = pdf.indexOf("Full property clean-up:");
    expect(start).toBeGreaterThan(-1);
    return pdf.slice(start, pdf.indexOf("Subtotal", start)).split("\n").filter((piece) => piece && !others.includes(piece));
  };

  it("wraps in the quote and invoice PDFs instead of being cut off", async () => {
    expect(LONG).toHaveLength(400);
    const quote = await saveQuoteDraft(scope(), { customerId: customer.id, title: "Clean-up", lineItems: [{ description: LONG, quantity: 1, rateCents: 50_000 }], discountCents: 0, validUntil: null, terms: null, notes: null });
    await sendQuote(scope(), { quoteId: quote.id });
    const quoteText = await pdfText(await quotePdf(tenantRequest(`/api/portal/quotes/${quote.id}/pdf`), { params: Promise.resolve({ quoteId: quote.id }) }));
    // Every word is drawn, over several lines of the description column, in order (the row's
    // other cells — quantity 1, rate and amount $500.00 — sit beside its first line).
    const quoteLines = drawnDescription(quoteText, ["1", "$500.00"]);
    expect(quoteLines.length).toBeGreaterThan(3);
    expect(quoteLines.join(" ")).toBe(LONG);

    const invoiceId = await sentInvoice([{ description: LONG, quantity: 1, rateCents: 50_000 }]);
    const invoiceText = await pdfText(await invoicePdf(tenantRequest(`/api/portal/invoices/${invoiceId}/pdf`), { params: Promise.resolve({ invoiceId }) }));
    expect(drawnDescription(invoiceText, ["1", "$500.00"]).join(" ")).toBe(LONG);
  });
});
