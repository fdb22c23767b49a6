import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { loadInvoiceFigures, loadQuoteFigures } from "@/lib/money/documents/load-document-figures";
import { convertQuoteToContract } from "@/lib/quotes/conversions/convert-quote-to-contract";
import { convertQuoteToInvoice } from "@/lib/quotes/conversions/convert-quote-to-invoice";
import { convertQuoteToJob } from "@/lib/quotes/conversions/convert-quote-to-job";
import { listQuoteConversions } from "@/lib/quotes/conversions/list-quote-conversions";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";
import { sendQuote } from "@/lib/quotes/send-quote";
import { createContractFromQuoteAction } from "@/lib/admin/actions/quotes/create-contract-from-quote";
import { createInvoiceFromQuoteAction } from "@/lib/admin/actions/quotes/create-invoice-from-quote";
import { createJobFromQuoteAction } from "@/lib/admin/actions/quotes/create-job-from-quote";
import { asStaff } from "../../support/fake-request";
import { createBusiness, createCustomer, createService } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Quote → work → invoice (issue 37 item 2): an approved quote becomes one job, one contract and
 * one invoice — each once, however many attempts race — filled from the quote; a quote not
 * approved is refused (409), another business's is not found (404).
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let mowing: Awaited<ReturnType<typeof createService>>;
let primaryPropertyId = "";
let actor: MoneyActor;
const TZ = "America/Chicago";
const scope = () => ({ businessId: business.id });
const customerScope = () => ({
  businessId: business.id,
  customerId: customer.id,
});

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 6.25, timezone: TZ });
  other = await createBusiness(db);
  customer = await createCustomer(db, business.id);
  mowing = await createService(db, business.id, {
    name: "Weekly mowing",
    priceCents: 5_000,
    isRecurring: true,
    recurringInterval: "week",
    durationMinutes: 45,
  });
  await db.insert(s.properties).values({
    businessId: business.id,
    customerId: customer.id,
    label: "Cabin",
    address: "9 Lake Rd",
  });
  const [primary] = await db
    .insert(s.properties)
    .values({
      businessId: business.id,
      customerId: customer.id,
      label: "Home",
      address: "1 Main St",
      isPrimary: true,
    })
    .returning();
  primaryPropertyId = primary.id;
  actor = { type: "staff", userId: business.owner.id, ip: "203.0.113.9" };
});
afterAll(async () => {
  for (const id of [business.id, other.id]) await db.delete(s.businesses).where(eq(s.businesses.id, id));
});

async function quoteIn(state: "draft" | "sent" | "approved" | "declined") {
  const saved = await saveQuoteDraft(scope(), {
    customerId: customer.id,
    title: "Lawn care season",
    lineItems: [
      { description: "Weekly mowing", quantity: 1, rateCents: 4_500 },
      { description: "Edging", quantity: 1.5, rateCents: 1_333 },
    ],
    discountCents: 500,
    validUntil: null,
    terms: "Net 15",
    notes: "Gate code 4411",
  });
  if (state === "draft") return saved;
  await sendQuote(scope(), { quoteId: saved.id });
  if (state === "sent") return saved;
  await respondToQuote(
    customerScope(),
    {
      quoteId: saved.id,
      decision: state === "approved" ? "approve" : "decline",
      comment: null,
    },
    "Casey Tester",
  );
  return saved;
}
const audits = (quoteId: string, action: string) =>
  db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.targetId, quoteId), eq(s.auditLog.action, action)));
const conversionRows = (quoteId: string) => db.select().from(s.quoteConversions).where(eq(s.quoteConversions.quoteId, quoteId));

describe("an approved quote becomes a job", () => {
  it("fills the job from the quote — customer, primary property, service, the service line's price, weekly repeat — once", async () => {
    const quote = await quoteIn("approved");
    const now = new Date("2031-03-10T15:00:00Z");
    const first = await convertQuoteToJob(scope(), { quoteId: quote.id }, actor, now);
    expect(first.created).toBe(true);

    const [job] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, first.id));
    expect(job).toMatchObject({
      businessId: business.id,
      customerId: customer.id,
      propertyId: primaryPropertyId,
      serviceId: mowing.id,
      title: "Lawn care season",
      instructions: "Gate code 4411",
      priceCents: 4_500,
      durationMinutes: 45,
      startDate: "2031-03-11",
      timeZone: TZ,
    });
    expect(job.rrule).toContain("FREQ=WEEKLY");
    const visits = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, first.id)).orderBy(asc(s.jobs.scheduledDate));
    expect(visits.length).toBeGreaterThanOrEqual(8);

    const again = await convertQuoteToJob(scope(), { quoteId: quote.id }, actor, now);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await db.select().from(s.jobSeries).where(eq(s.jobSeries.customerId, customer.id))).toHaveLength(1);
    const [audit] = await audits(quote.id, "quote.converted_to_job");
    expect(audit).toMatchObject({
      actorType: "staff",
      actorId: business.owner.id,
      ip: "203.0.113.9",
      businessId: business.id,
    });
    expect(audit.meta).toMatchObject({ kind: "job", targetId: first.id });
    expect(await audits(quote.id, "quote.converted_to_job")).toHaveLength(1);
  });

  it("a quote for no known service makes a one-off job at the quote's pre-tax amount", async () => {
    const saved = await saveQuoteDraft(scope(), {
      customerId: customer.id,
      title: "Tree removal",
      lineItems: [{ description: "Remove oak", quantity: 1, rateCents: 90_000 }],
      discountCents: 10_000,
      validUntil: null,
      terms: null,
      notes: null,
    });
    await sendQuote(scope(), { quoteId: saved.id });
    await respondToQuote(customerScope(), { quoteId: saved.id, decision: "approve", comment: null }, "Casey Tester");
    const { id } = await convertQuoteToJob(scope(), { quoteId: saved.id }, actor);
    const [job] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, id));
    expect(job).toMatchObject({
      serviceId: null,
      rrule: null,
      priceCents: 80_000,
      durationMinutes: 60,
      propertyId: primaryPropertyId,
    });
  });
});

describe("an approved quote becomes an invoice", () => {
  it("ten at once make one draft invoice with the quote's lines and figures; all ten answer it", async () => {
    const quote = await quoteIn("approved");
    const results = await Promise.all(Array.from({ length: 10 }, () => convertQuoteToInvoice(scope(), { quoteId: quote.id }, actor)));
    const ids = new Set(results.map((r) => r.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const invoiceId = results[0].id;

    const invoices = await db.select().from(s.invoices).where(eq(s.invoices.quoteId, quote.id));
    expect(invoices.map((i) => [i.id, i.status, i.customerId, i.description])).toEqual([[invoiceId, "draft", customer.id, "Lawn care season"]]);
    expect(await conversionRows(quote.id)).toHaveLength(1);
    expect(await audits(quote.id, "quote.converted_to_invoice")).toHaveLength(1);

    const quoteFigures = (await loadQuoteFigures(db, scope(), quote.id))!.figures;
    const invoiceFigures = (await loadInvoiceFigures(db, scope(), invoiceId))!.figures;
    const strip = (lines: typeof quoteFigures.lines) =>
      lines.map((l) => ({
        description: l.description,
        quantity: l.quantity,
        rateCents: l.rateCents,
        amountCents: l.amountCents,
      }));
    expect(strip(invoiceFigures.lines)).toEqual(strip(quoteFigures.lines));
    // 45.00 + 1.5 × 13.33 = 64.995 → 65.00 (per line, rounded) … whatever the quote holds, the invoice holds.
    expect(invoiceFigures).toMatchObject({
      subtotalCents: quoteFigures.subtotalCents,
      discountCents: 500,
      taxCents: quoteFigures.taxCents,
      totalCents: quoteFigures.totalCents,
    });
    expect(quoteFigures.subtotalCents - quoteFigures.discountCents + quoteFigures.taxCents).toBe(quoteFigures.totalCents);
    expect(invoiceFigures.totalCents).toBeGreaterThan(0);
  });

  it("keeps the approved tax even when the business's rate has changed since", async () => {
    const quote = await quoteIn("approved");
    const approvedTotal = (await loadQuoteFigures(db, scope(), quote.id))!.figures.totalCents;
    await db.update(s.businesses).set({ taxRate: 10 }).where(eq(s.businesses.id, business.id));
    try {
      const { id } = await convertQuoteToInvoice(scope(), { quoteId: quote.id }, actor);
      expect((await loadInvoiceFigures(db, scope(), id))!.figures.totalCents).toBe(approvedTotal);
    } finally {
      await db.update(s.businesses).set({ taxRate: 6.25 }).where(eq(s.businesses.id, business.id));
    }
  });
});

describe("an approved quote becomes a contract", () => {
  it("makes one draft contract from the quote, and the quote lists all it became", async () => {
    const quote = await quoteIn("approved");
    const results = await Promise.all(Array.from({ length: 10 }, () => convertQuoteToContract(scope(), { quoteId: quote.id }, actor)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const contracts = await db.select().from(s.contracts).where(eq(s.contracts.quoteId, quote.id));
    expect(contracts.map((c) => [c.id, c.status, c.customerId])).toEqual([[results[0].id, "draft", customer.id]]);
    expect(contracts[0].content).toContain("Weekly mowing");

    const job = await convertQuoteToJob(scope(), { quoteId: quote.id }, actor);
    const invoice = await convertQuoteToInvoice(scope(), { quoteId: quote.id }, actor);
    const links = await listQuoteConversions(scope(), quote.id);
    expect(links.map((l) => [l.kind, l.id]).sort()).toEqual(
      [
        ["contract", results[0].id],
        ["invoice", invoice.id],
        ["job", job.id],
      ].sort(),
    );
    expect(links.find((l) => l.kind === "contract")!.label).toBe(contracts[0].contractNumber);
    expect(await listQuoteConversions({ businessId: other.id }, quote.id)).toEqual([]);
  });
});

describe("refusals", () => {
  it("refuses a draft, sent or declined quote with 409 and makes nothing", async () => {
    for (const state of ["draft", "sent", "declined"] as const) {
      const quote = await quoteIn(state);
      await expect(convertQuoteToJob(scope(), { quoteId: quote.id }, actor)).rejects.toMatchObject({
        code: "conflict",
        message: "Only an approved quote can become a job",
      });
      await expect(convertQuoteToContract(scope(), { quoteId: quote.id }, actor)).rejects.toMatchObject({ code: "conflict" });
      await expect(convertQuoteToInvoice(scope(), { quoteId: quote.id }, actor)).rejects.toMatchObject({
        code: "conflict",
        message: "Only an approved quote can become an invoice",
      });
      expect(await conversionRows(quote.id)).toEqual([]);
      expect(await db.select().from(s.invoices).where(eq(s.invoices.quoteId, quote.id))).toEqual([]);
      expect(await db.select().from(s.contracts).where(eq(s.contracts.quoteId, quote.id))).toEqual([]);
    }
  });

  it("answers not found for another business's quote and makes nothing there", async () => {
    const quote = await quoteIn("approved");
    const foreign = { businessId: other.id };
    await expect(convertQuoteToJob(foreign, { quoteId: quote.id }, actor)).rejects.toMatchObject({ code: "not_found" });
    await expect(convertQuoteToContract(foreign, { quoteId: quote.id }, actor)).rejects.toMatchObject({ code: "not_found" });
    await expect(convertQuoteToInvoice(foreign, { quoteId: quote.id }, actor)).rejects.toMatchObject({ code: "not_found" });
    expect(await conversionRows(quote.id)).toEqual([]);
    expect(await db.select().from(s.jobSeries).where(eq(s.jobSeries.businessId, other.id))).toEqual([]);
  });

  it("a deleted draft invoice frees the quote to be invoiced again", async () => {
    const quote = await quoteIn("approved");
    const first = await convertQuoteToInvoice(scope(), { quoteId: quote.id }, actor);
    await db.delete(s.invoices).where(eq(s.invoices.id, first.id));
    expect(await conversionRows(quote.id)).toEqual([]);
    const second = await convertQuoteToInvoice(scope(), { quoteId: quote.id }, actor);
    expect(second.created).toBe(true);
    expect(second.id).not.toBe(first.id);
  });
});

describe("the quote page's actions", () => {
  it("need the kind's permission: a default employee (manage_schedule) may make the job only; another business's owner gets 404", async () => {
    const quote = await quoteIn("approved");
    const [user] = await db
      .insert(s.users)
      .values({ email: `conv-emp-${business.id}@example.test`, userType: "employee", firstName: "Em", lastName: "Ployee" })
      .returning();
    await db.insert(s.businessMembers).values({ businessId: business.id, userId: user.id, role: "employee" });
    await asStaff(user.id);
    expect(await createContractFromQuoteAction({ quoteId: quote.id })).toMatchObject({ ok: false, status: 403 });
    expect(await createInvoiceFromQuoteAction({ quoteId: quote.id })).toMatchObject({ ok: false, status: 403 });
    const job = await createJobFromQuoteAction({ quoteId: quote.id });
    expect(job).toMatchObject({ ok: true, data: { created: true } });

    await asStaff(other.owner.id);
    expect(await createInvoiceFromQuoteAction({ quoteId: quote.id })).toMatchObject({ ok: false, status: 404 });

    await asStaff(business.owner.id);
    const invoice = await createInvoiceFromQuoteAction({ quoteId: quote.id });
    expect(invoice).toMatchObject({ ok: true, data: { created: true } });
    expect(await createInvoiceFromQuoteAction({ quoteId: quote.id })).toEqual(invoice.ok ? { ...invoice, data: { ...invoice.data, created: false } } : invoice);
    const [audit] = await audits(quote.id, "quote.converted_to_job");
    expect(audit).toMatchObject({ actorType: "staff", actorId: user.id });
  });
});
