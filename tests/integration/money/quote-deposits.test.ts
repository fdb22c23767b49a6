import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as invoicePdf } from "@/app/api/portal/invoices/[invoiceId]/pdf/route";
import { GET as quotePdf } from "@/app/api/portal/quotes/[quoteId]/pdf/route";
import { GET as apiQuote } from "@/app/api/v1/quotes/[id]/route";
import { POST as apiCreateQuote } from "@/app/api/v1/quotes/route";
import { InvoiceDocument } from "@/components/portal/invoices/invoice-document";
import { QuoteDocument } from "@/components/portal/quotes/quote-document";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { recordQuoteDepositAction } from "@/lib/admin/actions/quotes/record-quote-deposit";
import { checkCustomerBalances, checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";
import { depositDueCents, totalsRows } from "@/lib/money/documents/document-figures";
import { loadInvoiceFigures, loadQuoteFigures } from "@/lib/money/documents/load-document-figures";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { convertQuoteToInvoice } from "@/lib/quotes/conversions/convert-quote-to-invoice";
import { recordQuoteDeposit } from "@/lib/money/deposits/record-quote-deposit";
import { duplicateQuote } from "@/lib/quotes/duplicate-quote";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";
import { sendQuote } from "@/lib/quotes/send-quote";
import { apiRequest, createApiKey } from "../../support/api-fixtures";
import { asStaff } from "../../support/fake-request";
import { pdfPagesText } from "../../support/pdf-text";
import { createBusiness, createCustomer, createSession } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Deposits (issue 37 item 3): a quote asks a deposit as an amount or a percent, computed once in
 * its figures; staff record one received on an approved quote; the invoice made from the quote
 * has it credited — balance = total − deposit, on the admin figures, the portal page and its PDF,
 * and the ledger agrees.
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let token = "";
let key = "";
let actor: MoneyActor;
const scope = () => ({ businessId: business.id });
const customerScope = () => ({ businessId: business.id, customerId: customer.id });
const branding = () => ({ companyName: business.companyName, companyLogo: null, businessEmail: null, businessPhone: null, businessAddress: null, themePrimaryColor: "#166534", timezone: "America/New_York" });
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ");
const tenantRequest = (path: string) => {
  const host = `${business.portalSubdomain}.localhost:3000`;
  return new Request(`http://${host}${path}`, { headers: { host, cookie: `sl_portal_session=${token}` } });
};
const pdfText = async (response: Response) => (await pdfPagesText(new Uint8Array(await response.arrayBuffer()))).join("\n");

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 6.25 });
  other = await createBusiness(db);
  customer = await createCustomer(db, business.id, { firstName: "Dana", lastName: "Reyes" });
  token = await createSession(db, business.id, customer.id);
  key = (await createApiKey(db, business.id, ["manage_quotes", "manage_invoices"])).key;
  actor = { type: "staff", userId: business.owner.id, ip: null };
});
afterAll(async () => {
  for (const id of [business.id, other.id]) await db.delete(s.businesses).where(eq(s.businesses.id, id));
});

/** $575 of lines, −$20, 6.25 % tax: total $589.69. */
async function quoteIn(state: "sent" | "approved", deposit: { depositAmountCents?: number; depositPercentBps?: number }) {
  const saved = await saveQuoteDraft(scope(), {
    customerId: customer.id,
    title: "Spring clean-up",
    lineItems: [
      { description: "Mulch beds", quantity: 5, rateCents: 8_500 },
      { description: "Spring clean-up", quantity: 1, rateCents: 15_000 },
    ],
    discountCents: 2_000,
    validUntil: null,
    terms: null,
    notes: null,
    ...deposit,
  });
  await sendQuote(scope(), { quoteId: saved.id });
  if (state === "approved") await respondToQuote(customerScope(), { quoteId: saved.id, decision: "approve", comment: null }, "Dana Reyes");
  return saved.id;
}

describe("the deposit a quote asks", () => {
  it("is computed once: a fixed amount (never above the total) or a percent of the total, rounded to the cent", () => {
    expect(depositDueCents({ amountCents: 10_000, percentBps: null }, 58_969)).toBe(10_000);
    expect(depositDueCents({ amountCents: 90_000, percentBps: null }, 58_969)).toBe(58_969);
    expect(depositDueCents({ amountCents: null, percentBps: 2_500 }, 58_969)).toBe(14_742);
    expect(depositDueCents({ amountCents: null, percentBps: null }, 58_969)).toBeNull();
  });

  it("shows on the quote's figures, the portal quote, its PDF and API v1", async () => {
    const quoteId = await quoteIn("sent", { depositPercentBps: 2_500 });
    const figures = (await loadQuoteFigures(db, scope(), quoteId))!.figures;
    expect(figures.totalCents).toBe(58_969);
    expect(figures.depositDueCents).toBe(14_742);
    expect(totalsRows(figures).map((row) => [row.label, row.amountCents])).toContainEqual(["Deposit due on approval", 14_742]);

    const page = await pageLoaders.quote(customerScope(), quoteId);
    const html = textOf(renderToStaticMarkup(createElement(QuoteDocument, { quote: page!, business: branding() })));
    expect(html).toMatch(/Total \$589\.69 Deposit due on approval \$147\.42/);
    const pdf = await pdfText(await quotePdf(tenantRequest(`/api/portal/quotes/${quoteId}/pdf`), { params: Promise.resolve({ quoteId }) }));
    expect(pdf).toMatch(/Total\n\$589\.69\nDeposit due on approval\n\$147\.42/);
    const v1 = await (await apiQuote(apiRequest(`/quotes/${quoteId}`, { key }), { params: Promise.resolve({ id: quoteId }) })).json();
    expect(v1).toMatchObject({ total_amount: 589.69, deposit_amount: 147.42 });
  });

  it("is copied by Duplicate with the rest of the offer", async () => {
    const quoteId = await quoteIn("sent", { depositPercentBps: 2_500 });
    const copy = await duplicateQuote(scope(), { quoteId });
    expect((await loadQuoteFigures(db, scope(), copy.id))!.figures.depositDueCents).toBe(14_742);
  });

  it("is set through API v1 as an amount or a percent, and refused as both", async () => {
    const body = { customer_id: customer.id, title: "Hedges", line_items: [{ description: "Hedge trim", quantity: 1, rate: 200 }] };
    const byAmount = await apiCreateQuote(apiRequest("/quotes", { key, method: "POST", body: { ...body, deposit_amount: 50 } }));
    expect(byAmount.status).toBe(201);
    const created = await byAmount.json();
    expect(created.deposit_amount).toBe(50);
    const [row] = await db.select().from(s.quotes).where(eq(s.quotes.id, created.id));
    expect(row).toMatchObject({ depositAmountCents: 5_000, depositPercentBps: null });

    const byPercent = await (await apiCreateQuote(apiRequest("/quotes", { key, method: "POST", body: { ...body, deposit_percent: 10 } }))).json();
    expect(byPercent.deposit_amount).toBe(21.25); // 10 % of $212.50 ($200 + 6.25 % tax)

    const both = await apiCreateQuote(apiRequest("/quotes", { key, method: "POST", body: { ...body, deposit_amount: 50, deposit_percent: 10 } }));
    expect(both.status).toBe(422);
  });
});

describe("a deposit staff record", () => {
  it("needs manage_invoices; another business's owner gets 404; a quote not approved is refused 409", async () => {
    const sent = await quoteIn("sent", { depositAmountCents: 10_000 });
    const approved = await quoteIn("approved", { depositAmountCents: 10_000 });
    const [user] = await db
      .insert(s.users)
      .values({ email: `dep-emp-${business.id}@example.test`, userType: "employee", firstName: "Em", lastName: "Ployee" })
      .returning();
    await db.insert(s.businessMembers).values({ businessId: business.id, userId: user.id, role: "employee" });
    const input = { quoteId: approved, amountCents: 10_000, method: "check" as const, note: "Cheque 1042" };

    await asStaff(user.id);
    expect(await recordQuoteDepositAction(input)).toMatchObject({ ok: false, status: 403 });
    await asStaff(other.owner.id);
    expect(await recordQuoteDepositAction(input)).toMatchObject({ ok: false, status: 404 });
    await asStaff(business.owner.id);
    expect(await recordQuoteDepositAction({ ...input, quoteId: sent })).toMatchObject({ ok: false, status: 409 });
    expect(await recordQuoteDepositAction({ ...input, amountCents: 60_000 })).toMatchObject({ ok: false, status: 422 });
    expect(await db.select().from(s.payments).where(eq(s.payments.quoteId, approved))).toHaveLength(0);

    const recorded = await recordQuoteDepositAction(input);
    expect(recorded).toMatchObject({ ok: true, data: { amountCents: 10_000 } });
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.quoteId, approved));
    expect(payment).toMatchObject({ businessId: business.id, invoiceId: null, amountCents: 10_000, method: "check", status: "succeeded", recordedByUserId: business.owner.id });
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, approved), eq(s.auditLog.action, "quote.deposit_recorded")));
    expect(audit).toMatchObject({ actorType: "staff", actorId: business.owner.id });

    // The quote shows it: "Deposit received $100.00" with its day, and what is left.
    const figures = (await loadQuoteFigures(db, scope(), approved))!.figures;
    const rows = totalsRows(figures).map((row) => [row.label, row.amountCents]);
    expect(rows).toContainEqual(["Deposit received", -10_000]);
    expect(figures.balanceDueCents).toBe(48_969);
    const page = await pageLoaders.quote(customerScope(), approved);
    const html = textOf(renderToStaticMarkup(createElement(QuoteDocument, { quote: page!, business: branding() })));
    expect(html).toMatch(/Deposit received \S.* -\$100\.00/);
  });
});

describe("the invoice made from a quote with a deposit", () => {
  it("has the deposit credited: balance = total − deposit on the figures, the portal page and its PDF, and the ledger agrees", async () => {
    const quoteId = await quoteIn("approved", { depositPercentBps: 2_500 });
    const deposit = await recordQuoteDeposit(scope(), { quoteId, amountCents: 14_742, method: "cash", note: null }, actor);

    const conversion = await convertQuoteToInvoice(scope(), { quoteId }, actor);
    const [payment] = await db.select().from(s.payments).where(eq(s.payments.id, deposit.paymentId));
    expect(payment.invoiceId).toBe(conversion.id);
    const [draft] = await db.select().from(s.invoices).where(eq(s.invoices.id, conversion.id));
    expect(draft).toMatchObject({ status: "draft", amountCents: 58_969, amountPaidCents: 14_742 });
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
    // A second conversion answers the same invoice and credits nothing twice.
    expect(await convertQuoteToInvoice(scope(), { quoteId }, actor)).toEqual({ id: conversion.id, created: false });

    await sendInvoice(scope(), { invoiceId: conversion.id }, actor);
    const invoice = (await loadInvoiceFigures(db, scope(), conversion.id))!;
    expect(invoice.status).toBe("pending");
    expect(invoice.figures.balanceDueCents).toBe(58_969 - 14_742);
    expect(totalsRows(invoice.figures).map((row) => [row.label, row.amountCents])).toEqual(
      expect.arrayContaining([
        ["Total", 58_969],
        ["Deposit paid", -14_742],
        ["Balance due", 44_227],
      ]),
    );
    const ledger = await db.select().from(s.ledgerEntries).where(eq(s.ledgerEntries.invoiceId, conversion.id));
    expect(ledger.map((entry) => [entry.kind, entry.amountCents, entry.paymentId]).sort()).toEqual(
      [
        ["invoice_issued", 58_969, null],
        ["payment", -14_742, deposit.paymentId],
      ].sort(),
    );
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
    expect(await checkCustomerBalances(db, scope())).toEqual([]);

    const page = await pageLoaders.invoice(customerScope(), conversion.id, null);
    const html = textOf(renderToStaticMarkup(createElement(InvoiceDocument, { invoice: page!, business: branding() })));
    expect(html).toMatch(/Total \$589\.69 Deposit paid \S.* -\$147\.42 Balance due \$442\.27/);
    const pdf = await pdfText(await invoicePdf(tenantRequest(`/api/portal/invoices/${conversion.id}/pdf`), { params: Promise.resolve({ invoiceId: conversion.id }) }));
    expect(pdf).toContain("Deposit paid");
    expect(pdf).toContain("-$147.42");
    expect(pdf).toContain("$442.27");
  });

  it("is issued paid when the deposit covered the whole total", async () => {
    const quoteId = await quoteIn("approved", { depositPercentBps: 10_000 });
    await recordQuoteDeposit(scope(), { quoteId, amountCents: 58_969, method: "check", note: null }, actor);
    const { id } = await convertQuoteToInvoice(scope(), { quoteId }, actor);
    await sendInvoice(scope(), { invoiceId: id }, actor);
    const [invoice] = await db.select().from(s.invoices).where(eq(s.invoices.id, id));
    expect(invoice).toMatchObject({ status: "paid", amountPaidCents: 58_969 });
    expect(invoice.paidDate).not.toBeNull();
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
  });

  it("refuses a deposit once the quote has its invoice (409)", async () => {
    const quoteId = await quoteIn("approved", {});
    await convertQuoteToInvoice(scope(), { quoteId }, actor);
    await expect(recordQuoteDeposit(scope(), { quoteId, amountCents: 1_000, method: "cash", note: null }, actor)).rejects.toMatchObject({ code: "conflict" });
  });
});
