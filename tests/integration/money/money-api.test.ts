import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getInvoice } from "@/app/api/v1/invoices/[id]/route";
import { POST as recordPayment } from "@/app/api/v1/invoices/[id]/payments/route";
import { POST as sendInvoice } from "@/app/api/v1/invoices/[id]/send/route";
import { GET as listInvoices, POST as createInvoice } from "@/app/api/v1/invoices/route";
import { GET as getQuote } from "@/app/api/v1/quotes/[id]/route";
import { POST as sendQuote } from "@/app/api/v1/quotes/[id]/send/route";
import { GET as listQuotes, POST as createQuote } from "@/app/api/v1/quotes/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import { apiRequest, createApiKey } from "../../support/api-fixtures";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customerId = "";
let otherCustomerId = "";
let key = "";
let otherKey = "";
let weakKey = "";

const params = (id: string) => ({ params: Promise.resolve({ id }) });

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 8.25 });
  other = await createBusiness(db);
  customerId = (await createCustomer(db, business.id)).id;
  otherCustomerId = (await createCustomer(db, other.id)).id;
  key = (await createApiKey(db, business.id, ["manage_quotes", "manage_invoices"])).key;
  otherKey = (await createApiKey(db, other.id, ["manage_quotes", "manage_invoices"])).key;
  weakKey = (await createApiKey(db, business.id, ["manage_customers"])).key;
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await db.delete(s.businesses).where(eq(s.businesses.id, other.id));
});

const quoteBody = () => ({ customer_id: customerId, title: "Fall clean-up", line_items: [{ description: "Leaf removal", quantity: 3, rate: 45.5 }], valid_until: "2030-06-30" });
const invoiceBody = () => ({ customer_id: customerId, description: "October service", line_items: [{ description: "Mowing", quantity: 4, rate: 40 }], discount: 10 });

describe("API v1 quotes", () => {
  it("creates a draft with totals in dollars, lists it, reads it and sends it", async () => {
    const created = await createQuote(apiRequest("/quotes", { key, method: "POST", body: quoteBody() }));
    expect(created.status).toBe(201);
    const quote = await created.json();
    // 3 × 45.50 = 136.50; tax 8.25% = 11.26125 → 11.26.
    expect(quote).toMatchObject({ status: "draft", subtotal: 136.5, tax_amount: 11.26, total_amount: 147.76, valid_until: "2030-06-30", expired: false });
    expect(quote.line_items).toEqual([expect.objectContaining({ description: "Leaf removal", quantity: 3, rate: 45.5, amount: 136.5 })]);

    const list = await (await listQuotes(apiRequest("/quotes?limit=1&status=draft", { key }))).json();
    expect(list.data[0]).toMatchObject({ id: quote.id, total_amount: 147.76 });
    expect(list).toHaveProperty("has_more");

    const sent = await sendQuote(apiRequest(`/quotes/${quote.id}/send`, { key, method: "POST" }), params(quote.id));
    expect(sent.status).toBe(200);
    expect((await sent.json()).status).toBe("sent");
    const again = await sendQuote(apiRequest(`/quotes/${quote.id}/send`, { key, method: "POST" }), params(quote.id));
    expect(again.status).toBe(409);
    expect((await (await getQuote(apiRequest(`/quotes/${quote.id}`, { key }), params(quote.id))).json()).status).toBe("sent");
  });

  it("answers 403 to a key without manage_quotes, 404 for another business's quote or customer, 422 for bad bodies", async () => {
    expect((await listQuotes(apiRequest("/quotes", { key: weakKey }))).status).toBe(403);
    expect((await createQuote(apiRequest("/quotes", { key: weakKey, method: "POST", body: quoteBody() }))).status).toBe(403);
    const quote = await (await createQuote(apiRequest("/quotes", { key, method: "POST", body: quoteBody() }))).json();
    const foreign = await getQuote(apiRequest(`/quotes/${quote.id}`, { key: otherKey }), params(quote.id));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: "not_found", message: "Quote not found" } });
    expect((await sendQuote(apiRequest(`/quotes/${quote.id}/send`, { key: otherKey, method: "POST" }), params(quote.id))).status).toBe(404);
    expect((await createQuote(apiRequest("/quotes", { key, method: "POST", body: { ...quoteBody(), customer_id: otherCustomerId } }))).status).toBe(404);
    const bad = await createQuote(apiRequest("/quotes", { key, method: "POST", body: { ...quoteBody(), line_items: [] } }));
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.message).toBe("line_items: needs at least one line item");
    expect((await createQuote(apiRequest("/quotes", { key, method: "POST", body: { ...quoteBody(), line_items: [{ description: "x", rate: 1.005 }] } }))).status).toBe(422);
    expect((await getQuote(apiRequest(`/quotes/${quote.id}`, { key: otherKey }), params(quote.id))).status).toBe(404);
  });
});

describe("API v1 invoices", () => {
  it("creates, sends and takes a partial payment; the Idempotency-Key makes a retry record nothing twice", async () => {
    const created = await createInvoice(apiRequest("/invoices", { key, method: "POST", body: invoiceBody() }));
    expect(created.status).toBe(201);
    const invoice = await created.json();
    // 160.00 − 10.00 = 150.00; tax 12.375 → 12.38; 162.38.
    expect(invoice).toMatchObject({ status: "draft", subtotal: 160, discount: 10, tax_amount: 12.38, amount: 162.38, balance_due: 0 });
    const sent = await (await sendInvoice(apiRequest(`/invoices/${invoice.id}/send`, { key, method: "POST" }), params(invoice.id))).json();
    expect(sent).toMatchObject({ status: "pending", balance_due: 162.38 });

    const pay = () =>
      recordPayment(apiRequest(`/invoices/${invoice.id}/payments`, { key, method: "POST", body: { amount: 62.38, method: "check", note: "#881" }, headers: { "idempotency-key": `pay-${invoice.id}` } }), params(invoice.id));
    const first = await pay();
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ status: "pending", amount_paid: 62.38, balance_due: 100, payments: [expect.objectContaining({ amount: 62.38, method: "check", note: "#881" })] });
    const replay = await pay();
    expect(replay.status).toBe(201);
    expect((await replay.json()).balance_due).toBe(100);
    const rows = await db.select().from(s.payments).where(eq(s.payments.invoiceId, invoice.id));
    expect(rows).toHaveLength(1);
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, invoice.id), eq(s.auditLog.action, "invoice.payment_recorded")));
    expect(audit).toMatchObject({ actorType: "system" });

    const over = await recordPayment(apiRequest(`/invoices/${invoice.id}/payments`, { key, method: "POST", body: { amount: 100.01, method: "cash" } }), params(invoice.id));
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({ error: { code: "unprocessable", message: "The payment exceeds the balance due of $100.00" } });
    const rest = await recordPayment(apiRequest(`/invoices/${invoice.id}/payments`, { key, method: "POST", body: { amount: 100, method: "bank_transfer" } }), params(invoice.id));
    expect(await rest.json()).toMatchObject({ status: "paid", balance_due: 0 });
    expect(await checkLedgerInvariant(db, { businessId: business.id })).toEqual([]);

    const page = await (await listInvoices(apiRequest("/invoices?status=paid", { key }))).json();
    expect(page.data.map((i: { id: string }) => i.id)).toContain(invoice.id);
    expect((await getInvoice(apiRequest(`/invoices/${invoice.id}`, { key }), params(invoice.id))).status).toBe(200);
  });

  it("answers 403 without manage_invoices and 404 for another business's invoice", async () => {
    expect((await listInvoices(apiRequest("/invoices", { key: weakKey }))).status).toBe(403);
    const invoice = await (await createInvoice(apiRequest("/invoices", { key, method: "POST", body: invoiceBody() }))).json();
    expect((await getInvoice(apiRequest(`/invoices/${invoice.id}`, { key: otherKey }), params(invoice.id))).status).toBe(404);
    expect((await sendInvoice(apiRequest(`/invoices/${invoice.id}/send`, { key: otherKey, method: "POST" }), params(invoice.id))).status).toBe(404);
    const foreignPay = await recordPayment(apiRequest(`/invoices/${invoice.id}/payments`, { key: otherKey, method: "POST", body: { amount: 1, method: "cash" } }), params(invoice.id));
    expect(foreignPay.status).toBe(404);
    expect((await recordPayment(apiRequest(`/invoices/${invoice.id}/payments`, { key: weakKey, method: "POST", body: { amount: 1, method: "cash" } }), params(invoice.id))).status).toBe(403);
    const draftPay = await recordPayment(apiRequest(`/invoices/${invoice.id}/payments`, { key, method: "POST", body: { amount: 1, method: "cash" } }), params(invoice.id));
    expect(draftPay.status).toBe(409);
  });
});
