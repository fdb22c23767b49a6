import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as customerLedger } from "@/app/api/v1/customers/[id]/ledger/route";
import { POST as applyCreditRoute } from "@/app/api/v1/invoices/[id]/credits/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { applyInvoiceCreditAction } from "@/lib/admin/actions/invoices/apply-invoice-credit";
import { toDateOnly } from "@/lib/format/dates";
import { applyInvoiceCredit } from "@/lib/money/credits/apply-invoice-credit";
import { checkCustomerBalances, checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";
import { getCustomerInvoice } from "@/lib/money/invoices/get-customer-invoice";
import { buildInvoicePdf } from "@/lib/money/invoices/invoice-pdf";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { recordPayment } from "@/lib/money/payments/record-payment";
import { getCustomerStatement } from "@/lib/money/statements/get-customer-statement";
import { voidInvoice } from "@/lib/money/invoices/void-invoice";
import { apiRequest, createApiKey } from "../../support/api-fixtures";
import { asStaff } from "../../support/fake-request";
import { pdfPagesText } from "../../support/pdf-text";
import { draftInvoice as draft, issuedInvoice as issue } from "../../support/invoice-fixtures";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

const TZ = "America/Chicago";
let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customerId = "";
let actor: MoneyActor;

beforeAll(async () => {
  business = await createBusiness(db, { timezone: TZ, taxRate: 8.25 });
  other = await createBusiness(db);
  customerId = (await createCustomer(db, business.id)).id;
  actor = { type: "staff", userId: business.owner.id, ip: "203.0.113.9" };
  // A subscribed endpoint, so invoice.paid is recorded as a delivery the test can read.
  await db.insert(s.webhookEndpoints).values({ businessId: business.id, url: "https://8.8.8.8/hooks", events: ["invoice.paid"], secret: "whsec_credits" });
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await db.delete(s.businesses).where(eq(s.businesses.id, other.id));
});

const scope = () => ({ businessId: business.id });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

const draftInvoice = (rateCents: number) => draft(scope(), customerId, rateCents);
const issuedInvoice = (rateCents: number) => issue(scope(), customerId, actor, rateCents);
const invoiceRow = async (id: string) =>
  (await db.select({ amount: s.invoices.amountCents, paid: s.invoices.amountPaidCents, status: s.invoices.status, paidDate: s.invoices.paidDate }).from(s.invoices).where(eq(s.invoices.id, id)))[0];
const outstanding = async () => (await db.select({ b: s.customers.outstandingBalanceCents }).from(s.customers).where(eq(s.customers.id, customerId)))[0].b;
const expectNoDrift = async () => {
  expect(await checkLedgerInvariant(db, scope())).toEqual([]);
  expect(await checkCustomerBalances(db, scope())).toEqual([]);
};

describe("credits on invoices", () => {
  it("a partial credit writes one negative credit entry with its reason, lowers both balances and is audited", async () => {
    const invoice = await issuedInvoice(10000); // 100.00 + 8.25 tax = 108.25
    const before = await outstanding();
    const credit = await applyInvoiceCredit(scope(), { invoiceId: invoice.id, amountCents: 2500, reason: "Missed visit on May 3" }, actor);
    expect(credit).toMatchObject({ invoiceId: invoice.id, amountCents: 2500, balanceCents: 8325, status: "pending" });
    expect(await invoiceRow(invoice.id)).toMatchObject({ amount: 10825, paid: 2500, status: "pending", paidDate: null });
    expect(await outstanding()).toBe(before - 2500);

    const detail = await getBusinessInvoice(scope(), invoice.id);
    expect(detail?.ledger.map((l) => [l.kind, l.amountCents, l.memo])).toEqual([
      ["invoice_issued", 10825, null],
      ["credit", -2500, "Missed visit on May 3"],
    ]);
    // No money moved: a credit is no payment.
    expect(detail?.payments).toEqual([]);
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, invoice.id), eq(s.auditLog.action, "invoice.credit_applied")));
    expect(audit).toMatchObject({ actorType: "staff", actorId: business.owner.id, ip: "203.0.113.9" });
    expect(audit.meta).toMatchObject({ ledgerEntryId: credit.ledgerEntryId, amountCents: 2500, reason: "Missed visit on May 3" });

    // The customer sees the credit and its reason on the invoice, and what is still due.
    const seen = await getCustomerInvoice({ businessId: business.id, customerId }, invoice.id);
    expect(seen?.figures).toMatchObject({ balanceDueCents: 8325, settlements: [{ id: credit.ledgerEntryId, kind: "credit", amountCents: -2500, reason: "Missed visit on May 3", day: toDateOnly(new Date(), TZ) }] });
    // …in the invoice's PDF…
    const pdf = (await pdfPagesText(await buildInvoicePdf(seen!, { companyName: "Credit Co", companyLogo: null, businessEmail: null, businessPhone: null, businessAddress: null, themePrimaryColor: "#166534", timezone: TZ }))).join("\n");
    expect(pdf).toContain("Missed visit on May 3");
    expect(pdf).toMatch(/Balance due\s*\$83\.25/);
    // …and on their statement.
    const today = toDateOnly(new Date(), TZ)!;
    const statement = await getCustomerStatement({ businessId: business.id, customerId }, { from: today, to: today }, TZ);
    const line = statement.lines.find((l) => l.kind === "credit" && l.amountCents === -2500);
    expect(line?.description).toBe(`Credit, invoice #${detail!.invoiceNumber}: Missed visit on May 3`);
    await expectNoDrift();
  });

  it("a credit of the whole balance marks the invoice paid like a full payment, with invoice.paid", async () => {
    const invoice = await issuedInvoice(4000); // 43.30
    await recordPayment(scope(), { invoiceId: invoice.id, amountCents: 1330, method: "cash", note: null }, actor);
    const credit = await applyInvoiceCredit(scope(), { invoiceId: invoice.id, amountCents: 3000, reason: "Goodwill" }, actor);
    expect(credit).toMatchObject({ balanceCents: 0, status: "paid" });
    const row = await invoiceRow(invoice.id);
    expect(row).toMatchObject({ paid: 4330, status: "paid" });
    expect(row.paidDate).toBe(toDateOnly(new Date(), TZ));
    const [delivery] = await db
      .select({ payload: s.webhookDeliveries.payload })
      .from(s.webhookDeliveries)
      .where(and(eq(s.webhookDeliveries.businessId, business.id), eq(s.webhookDeliveries.eventType, "invoice.paid")));
    expect((delivery.payload as { data: unknown }).data).toEqual({ invoice: { id: invoice.id, status: "paid", balance: 0 }, credit: { id: credit.ledgerEntryId, amount: 30, reason: "Goodwill" } });
    await expect(applyInvoiceCredit(scope(), { invoiceId: invoice.id, amountCents: 1, reason: "Again" }, actor)).rejects.toMatchObject({ code: "conflict", message: "This invoice is already paid" });
    await expectNoDrift();
  });

  it("refuses more than the balance, drafts, void invoices and another business's invoice, changing nothing", async () => {
    const invoice = await issuedInvoice(10000);
    await recordPayment(scope(), { invoiceId: invoice.id, amountCents: 825, method: "cash", note: null }, actor);
    const before = await outstanding();
    await expect(applyInvoiceCredit(scope(), { invoiceId: invoice.id, amountCents: 10001, reason: "Too much" }, actor)).rejects.toMatchObject({
      code: "unprocessable",
      message: "The credit exceeds the balance due of $100.00",
    });
    await expect(applyInvoiceCredit({ businessId: other.id }, { invoiceId: invoice.id, amountCents: 100, reason: "Not mine" }, actor)).rejects.toMatchObject({ code: "not_found", message: "Invoice not found" });
    expect(await invoiceRow(invoice.id)).toMatchObject({ paid: 825, status: "pending" });

    const draft = await draftInvoice(5000);
    await expect(applyInvoiceCredit(scope(), { invoiceId: draft.id, amountCents: 100, reason: "Early" }, actor)).rejects.toMatchObject({ code: "conflict", message: "Send the invoice before applying a credit" });
    const voided = await issuedInvoice(5000);
    await voidInvoice(scope(), { invoiceId: voided.id, reason: null }, actor);
    const afterVoid = await outstanding();
    await expect(applyInvoiceCredit(scope(), { invoiceId: voided.id, amountCents: 100, reason: "Late" }, actor)).rejects.toMatchObject({ code: "conflict", message: "This invoice is void" });

    expect(await outstanding()).toBe(afterVoid);
    expect(afterVoid).toBe(before);
    const credits = await db.select().from(s.ledgerEntries).where(and(eq(s.ledgerEntries.businessId, business.id), eq(s.ledgerEntries.kind, "credit")));
    expect(credits.some((c) => [invoice.id, draft.id, voided.id].includes(c.invoiceId))).toBe(false);
    await expectNoDrift();
  });

  it("12 concurrent credits and payments never take the balance below zero", async () => {
    const invoice = await issuedInvoice(1000 * 10); // 108.25
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? applyInvoiceCredit(scope(), { invoiceId: invoice.id, amountCents: 1000, reason: `Credit ${i}` }, actor)
          : recordPayment(scope(), { invoiceId: invoice.id, amountCents: 1000, method: "cash", note: null }, actor),
      ),
    );
    // 10 × $10.00 fit into $108.25; two would overpay.
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    for (const r of results.filter((r) => r.status === "rejected")) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "unprocessable" });
    expect(await invoiceRow(invoice.id)).toMatchObject({ paid: 10000, status: "pending" });
    await expectNoDrift();
  });

  it("the staff action needs manage_invoices: view_billing alone is refused", async () => {
    const invoice = await issuedInvoice(4000); // 43.30
    const [user] = await db.insert(s.users).values({ email: `billing-viewer-${business.id}@example.test`, userType: "employee", firstName: "Bea", lastName: "Viewer" }).returning();
    await db.insert(s.businessMembers).values({ businessId: business.id, userId: user.id, role: "employee", permissions: ["view_billing"] });
    await asStaff(user.id);
    expect(await applyInvoiceCreditAction({ invoiceId: invoice.id, amountCents: 500, reason: "Sneaky" })).toMatchObject({ ok: false, status: 403 });
    expect(await invoiceRow(invoice.id)).toMatchObject({ paid: 0 });

    await asStaff(business.owner.id);
    expect(await applyInvoiceCreditAction({ invoiceId: invoice.id, amountCents: 500, reason: "  " })).toMatchObject({ ok: false, status: 400, message: "Reason is required" });
    const applied = await applyInvoiceCreditAction({ invoiceId: invoice.id, amountCents: 500, reason: "Late arrival" });
    expect(applied).toMatchObject({ ok: true, data: { amountCents: 500, balanceCents: 3830, status: "pending" } });
    await expectNoDrift();
  });
});

describe("API v1 credits", () => {
  let key = "";
  let otherKey = "";
  let weakKey = "";
  beforeAll(async () => {
    key = (await createApiKey(db, business.id, ["manage_invoices", "view_billing"])).key;
    otherKey = (await createApiKey(db, other.id, ["manage_invoices"])).key;
    weakKey = (await createApiKey(db, business.id, ["view_billing"])).key;
  });

  it("applies a credit once per Idempotency-Key and shows it in the customer's ledger", async () => {
    const invoice = await issuedInvoice(10000); // 108.25
    const credit = () =>
      applyCreditRoute(apiRequest(`/invoices/${invoice.id}/credits`, { key, method: "POST", body: { amount: 8.25, reason: "Tax waived" }, headers: { "idempotency-key": `credit-${invoice.id}` } }), params(invoice.id));
    const first = await credit();
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ id: invoice.id, status: "pending", amount_paid: 8.25, balance_due: 100, payments: [] });
    const replay = await credit();
    expect(replay.status).toBe(201);
    expect((await replay.json()).balance_due).toBe(100);
    const entries = await db.select().from(s.ledgerEntries).where(and(eq(s.ledgerEntries.invoiceId, invoice.id), eq(s.ledgerEntries.kind, "credit")));
    expect(entries.map((e) => [e.amountCents, e.memo])).toEqual([[-825, "Tax waived"]]);
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, invoice.id), eq(s.auditLog.action, "invoice.credit_applied")));
    expect(audit).toMatchObject({ actorType: "system" });
    expect(audit.meta).toHaveProperty("apiKeyId");

    const ledger = await (await customerLedger(apiRequest(`/customers/${customerId}/ledger?limit=100`, { key }), params(customerId))).json();
    expect(ledger.data).toContainEqual(expect.objectContaining({ kind: "credit", amount: -8.25, memo: "Tax waived", invoice_id: invoice.id, payment_id: null }));

    const over = await applyCreditRoute(apiRequest(`/invoices/${invoice.id}/credits`, { key, method: "POST", body: { amount: 100.01, reason: "Too much" } }), params(invoice.id));
    expect(over.status).toBe(422);
    expect(await over.json()).toEqual({ error: { code: "unprocessable", message: "The credit exceeds the balance due of $100.00" } });
    const rest = await applyCreditRoute(apiRequest(`/invoices/${invoice.id}/credits`, { key, method: "POST", body: { amount: 100, reason: "Written off" } }), params(invoice.id));
    expect(await rest.json()).toMatchObject({ status: "paid", balance_due: 0 });
    await expectNoDrift();
  });

  it("answers 422 for bad bodies, 403 without manage_invoices, 404 for another business's invoice and 409 for a draft", async () => {
    const invoice = await issuedInvoice(2000);
    const post = (body: unknown, k = key, id = invoice.id) => applyCreditRoute(apiRequest(`/invoices/${id}/credits`, { key: k, method: "POST", body }), params(id));
    // The API answers invalid bodies 422, like every v1 POST.
    const missing = await post({ amount: 5 });
    expect(missing.status).toBe(422);
    expect((await missing.json()).error).toMatchObject({ code: "unprocessable", message: expect.stringContaining("reason") });
    expect((await post({ amount: 5, reason: " " })).status).toBe(422);
    expect((await post({ amount: 0, reason: "Zero" })).status).toBe(422);
    expect((await post({ amount: 1.005, reason: "Fractions" })).status).toBe(422);
    expect((await post({ amount: 5, reason: "Viewer" }, weakKey)).status).toBe(403);
    const foreign = await post({ amount: 5, reason: "Foreign" }, otherKey);
    expect(foreign.status).toBe(404);
    expect((await post({ amount: 5, reason: "Bad id" }, key, "not-a-uuid")).status).toBe(404);
    const draft = await draftInvoice(2000);
    expect((await post({ amount: 5, reason: "Draft" }, key, draft.id)).status).toBe(409);
    expect(await invoiceRow(invoice.id)).toMatchObject({ paid: 0 });
  });
});
