import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { applyInvoiceCredit } from "@/lib/money/credits/apply-invoice-credit";
import { checkCustomerBalances, checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import { getCustomerInvoice } from "@/lib/money/invoices/get-customer-invoice";
import { recordPayment } from "@/lib/money/payments/record-payment";
import { reviseInvoice } from "@/lib/money/invoices/revise-invoice";
import { getCustomerStatement } from "@/lib/money/statements/get-customer-statement";
import { voidInvoice } from "@/lib/money/invoices/void-invoice";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { refundPayment } from "@/lib/money/refunds/refund-payment";
import { getCustomerQuote } from "@/lib/quotes/get-customer-quote";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { reviseQuote } from "@/lib/quotes/revise-quote";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";
import { sendQuote } from "@/lib/quotes/send-quote";
import { reviseInvoiceAction } from "@/lib/admin/actions/invoices/revise-invoice";
import { reviseQuoteAction } from "@/lib/admin/actions/quotes/revise-quote";
import { asStaff } from "../../support/fake-request";
import { draftInvoice, issuedInvoice } from "../../support/invoice-fixtures";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/**
 * Revisions (issue 37): a sent quote the customer has not answered, and an issued invoice with
 * nothing paid or credited on it, get a new revision — new figures, the old ones in the audit
 * log, an invoice's ledger adjusted by an appended entry, the customer told. A paid or settled
 * invoice, an answered quote and a draft are refused with 409; another business's with 404.
 */
let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let actor: MoneyActor;
const TZ = "America/Chicago";
const scope = () => ({ businessId: business.id });
const customerScope = () => ({ businessId: business.id, customerId: customer.id });

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 6.25, timezone: TZ });
  other = await createBusiness(db);
  customer = await createCustomer(db, business.id);
  actor = { type: "staff", userId: business.owner.id, ip: "203.0.113.7" };
});
afterAll(async () => {
  for (const id of [business.id, other.id]) await db.delete(s.businesses).where(eq(s.businesses.id, id));
});

async function sentQuote() {
  const saved = await saveQuoteDraft(scope(), {
    customerId: customer.id,
    title: "Spring clean-up",
    lineItems: [{ description: "Spring clean-up", quantity: 1, rateCents: 35_000 }, { description: "Mulch", quantity: 3, rateCents: 7_500 }],
    discountCents: 2_000,
    validUntil: null,
    terms: "Net 15",
    notes: null,
  });
  await sendQuote(scope(), { quoteId: saved.id });
  return saved;
}
const quoteRevision = (quoteId: string) => ({
  quoteId,
  title: "Spring clean-up, smaller beds",
  lineItems: [{ description: "Spring clean-up", quantity: 1, rateCents: 30_000 }, { description: "Mulch", quantity: 2.5, rateCents: 7_500 }],
  discountCents: 5_000,
  validUntil: "2031-04-30",
  terms: "Net 15",
  notes: "Smaller beds, as discussed",
});
const invoiceRevision = (invoiceId: string, dueDate: string | null = null) => ({
  invoiceId,
  description: "Lawn care, corrected",
  lineItems: [{ description: "Mowing", quantity: 3, rateCents: 4_000 }, { description: "Edging", quantity: 1, rateCents: 2_500 }],
  discountCents: 1_000,
  dueDate,
  notes: null,
  paymentInstructions: null,
});
const latestNotice = async () =>
  (await db.select().from(s.notifications).where(eq(s.notifications.customerId, customer.id)).orderBy(desc(s.notifications.createdAt)).limit(1))[0];
const latestEmail = async () =>
  (await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, customer.email!)).orderBy(desc(s.emailOutbox.createdAt)).limit(1))[0];
const auditOf = async (targetId: string, action: string) => db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, targetId), eq(s.auditLog.action, action)));

describe("revising a sent quote", () => {
  it("makes revision 2 with the new figures, keeps the old ones in the audit log, and tells the customer", async () => {
    const saved = await sentQuote();
    const before = (await getCustomerQuote(customerScope(), saved.id))!;
    expect(before.figures.totalCents).toBe(58_969);

    expect(await reviseQuote(scope(), quoteRevision(saved.id), actor)).toEqual({ id: saved.id, revision: 2 });
    const after = (await getCustomerQuote(customerScope(), saved.id))!;
    // 300.00 + 187.50 = 487.50; −50.00 = 437.50; 6.25 % = 27.34375 → 27.34.
    expect(after).toMatchObject({ status: "sent", revision: 2, title: "Spring clean-up, smaller beds", validUntil: "2031-04-30" });
    expect(after.figures).toMatchObject({ subtotalCents: 48_750, discountCents: 5_000, taxCents: 2_734, totalCents: 46_484 });
    expect(after.figures.lines.map((l) => [l.description, l.quantity, l.amountCents])).toEqual([["Spring clean-up", 1, 30_000], ["Mulch", 2.5, 18_750]]);

    const [audit] = await auditOf(saved.id, "quote.revised");
    expect(audit).toMatchObject({ actorType: "staff", actorId: business.owner.id, ip: "203.0.113.7" });
    expect(audit.meta).toMatchObject({
      from: { revision: 1, title: "Spring clean-up", subtotalCents: 57_500, discountCents: 2_000, taxCents: 3_469, totalCents: 58_969, lines: [{ description: "Spring clean-up", amountCents: 35_000 }, { description: "Mulch", quantity: 3, amountCents: 22_500 }] },
      to: { revision: 2, totalCents: 46_484 },
    });

    const notice = await latestNotice();
    expect(notice).toMatchObject({ kind: "quote", link: `/quotes/${saved.id}`, title: `Quote ${saved.quoteNumber} revised (Rev. 2)` });
    const email = await latestEmail();
    expect(email.subject).toBe(`Quote ${saved.quoteNumber} revised (Rev. 2)`);
    expect(email.text).toContain("$464.84");
    expect(email.html).toContain("Discount");
    expect(email.html).toContain("-$50.00");
  });

  it("refuses an approved, a declined or a draft quote (409), another business's (404), and a second revision counts on", async () => {
    const approved = await sentQuote();
    await respondToQuote(customerScope(), { quoteId: approved.id, decision: "approve", comment: null }, "Casey Tester");
    await expect(reviseQuote(scope(), quoteRevision(approved.id), actor)).rejects.toMatchObject({ code: "conflict", message: "This quote was approved; it can no longer be revised" });
    const declined = await sentQuote();
    await respondToQuote(customerScope(), { quoteId: declined.id, decision: "decline", comment: null }, "Casey Tester");
    await expect(reviseQuote(scope(), quoteRevision(declined.id), actor)).rejects.toMatchObject({ code: "conflict", message: "This quote was declined; it can no longer be revised" });
    const draft = await saveQuoteDraft(scope(), { customerId: customer.id, title: "Draft", lineItems: [{ description: "x", quantity: 1, rateCents: 100 }], discountCents: 0, validUntil: null, terms: null, notes: null });
    await expect(reviseQuote(scope(), quoteRevision(draft.id), actor)).rejects.toMatchObject({ code: "conflict" });

    const open = await sentQuote();
    await expect(reviseQuote({ businessId: other.id }, quoteRevision(open.id), actor)).rejects.toMatchObject({ code: "not_found" });
    expect((await getCustomerQuote(customerScope(), open.id))!.revision).toBe(1);
    await reviseQuote(scope(), quoteRevision(open.id), actor);
    expect((await reviseQuote(scope(), { ...quoteRevision(open.id), discountCents: 0 }, actor)).revision).toBe(3);
    expect(await auditOf(open.id, "quote.revised")).toHaveLength(2);
  });
});

describe("revising an unpaid invoice", () => {
  it("makes revision 2, appends an invoice_revised ledger entry for the difference, keeps the ledger and balances true, and tells the customer", async () => {
    const invoice = await issuedInvoice(scope(), customer.id, actor, 10_000);
    // 100.00 + 6.25 % = 106.25 issued.
    expect(await reviseInvoice(scope(), invoiceRevision(invoice.id), actor)).toEqual({ id: invoice.id, revision: 2, ledgerAdjustmentCents: 14_344 - 10_625 });
    // 120.00 + 25.00 = 145.00; −10.00 = 135.00; 6.25 % = 8.4375 → 8.44; total 143.44.
    const seen = (await getCustomerInvoice(customerScope(), invoice.id))!;
    expect(seen).toMatchObject({ revision: 2, description: "Lawn care, corrected", status: "pending" });
    expect(seen.figures).toMatchObject({ subtotalCents: 14_500, discountCents: 1_000, taxCents: 844, totalCents: 14_344, balanceDueCents: 14_344 });

    const ledger = await db.select({ kind: s.ledgerEntries.kind, amountCents: s.ledgerEntries.amountCents, memo: s.ledgerEntries.memo }).from(s.ledgerEntries).where(eq(s.ledgerEntries.invoiceId, invoice.id)).orderBy(asc(s.ledgerEntries.createdAt));
    expect(ledger).toEqual([
      { kind: "invoice_issued", amountCents: 10_625, memo: null },
      { kind: "invoice_revised", amountCents: 14_344 - 10_625, memo: "Rev. 2" },
    ]);
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
    expect(await checkCustomerBalances(db, scope())).toEqual([]);

    const [audit] = await auditOf(invoice.id, "invoice.revised");
    expect(audit.meta).toMatchObject({ from: { revision: 1, totalCents: 10_625, lines: [{ description: "Mowing", amountCents: 10_000 }] }, to: { revision: 2, totalCents: 14_344 }, ledgerAdjustmentCents: 3_719 });
    expect(await latestNotice()).toMatchObject({ kind: "invoice", link: `/invoices/${invoice.id}`, title: `Invoice ${invoice.invoiceNumber} revised (Rev. 2)` });
    expect((await latestEmail()).text).toContain("$143.44");

    const today = new Date().toLocaleDateString("en-CA", { timeZone: TZ });
    const statement = await getCustomerStatement(customerScope(), { from: today, to: today }, TZ);
    expect(statement.lines.map((l) => l.description)).toContain(`Invoice #${invoice.invoiceNumber} revised (Rev. 2)`);
  });

  it("follows the new due date: overdue when it has passed, pending otherwise; a lower total lowers the balance", async () => {
    const invoice = await issuedInvoice(scope(), customer.id, actor, 50_000);
    await reviseInvoice(scope(), invoiceRevision(invoice.id, "2020-01-31"), actor);
    expect((await getCustomerInvoice(customerScope(), invoice.id))!.status).toBe("overdue");
    const revised = await reviseInvoice(scope(), invoiceRevision(invoice.id, "2099-01-31"), actor);
    expect(revised.ledgerAdjustmentCents).toBe(0);
    expect((await getCustomerInvoice(customerScope(), invoice.id))!).toMatchObject({ status: "pending", revision: 3, dueDate: "2099-01-31" });
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
  });

  it("never edits an invoice with a payment, a credit or a refunded payment on it, a paid, void or draft one (409), or another business's (404)", async () => {
    const settledMessage = "This invoice has a payment or credit on it, so it can no longer be revised; void it and issue a new one";
    const partlyPaid = await issuedInvoice(scope(), customer.id, actor, 10_000);
    await recordPayment(scope(), { invoiceId: partlyPaid.id, amountCents: 1_000, method: "cash", note: null }, actor);
    await expect(reviseInvoice(scope(), invoiceRevision(partlyPaid.id), actor)).rejects.toMatchObject({ code: "conflict", message: settledMessage });

    const credited = await issuedInvoice(scope(), customer.id, actor, 10_000);
    await applyInvoiceCredit(scope(), { invoiceId: credited.id, amountCents: 500, reason: "Goodwill" }, actor);
    await expect(reviseInvoice(scope(), invoiceRevision(credited.id), actor)).rejects.toMatchObject({ code: "conflict", message: settledMessage });

    // Paid and refunded in full: nothing is paid now, but money moved on it — still never edited.
    const refunded = await issuedInvoice(scope(), customer.id, actor, 10_000);
    const payment = await recordPayment(scope(), { invoiceId: refunded.id, amountCents: 2_000, method: "check", note: null }, actor);
    await refundPayment(scope(), { paymentId: payment.paymentId, amountCents: 2_000, reason: "Cheque bounced" }, actor);
    await expect(reviseInvoice(scope(), invoiceRevision(refunded.id), actor)).rejects.toMatchObject({ code: "conflict", message: settledMessage });

    const paid = await issuedInvoice(scope(), customer.id, actor, 10_000);
    await recordPayment(scope(), { invoiceId: paid.id, amountCents: 10_625, method: "cash", note: null }, actor);
    await expect(reviseInvoice(scope(), invoiceRevision(paid.id), actor)).rejects.toMatchObject({ code: "conflict", message: "A paid invoice is never edited" });

    const voided = await issuedInvoice(scope(), customer.id, actor, 10_000);
    await voidInvoice(scope(), { invoiceId: voided.id, reason: null }, actor);
    await expect(reviseInvoice(scope(), invoiceRevision(voided.id), actor)).rejects.toMatchObject({ code: "conflict", message: "A void invoice cannot be revised" });

    const draft = await draftInvoice(scope(), customer.id);
    await expect(reviseInvoice(scope(), invoiceRevision(draft.id), actor)).rejects.toMatchObject({ code: "conflict" });

    const open = await issuedInvoice(scope(), customer.id, actor, 10_000);
    await expect(reviseInvoice({ businessId: other.id }, invoiceRevision(open.id), actor)).rejects.toMatchObject({ code: "not_found" });
    await expect(reviseInvoice(scope(), { ...invoiceRevision(open.id), lineItems: [{ description: "Free", quantity: 1, rateCents: 0 }], discountCents: 0 }, actor)).rejects.toMatchObject({ code: "unprocessable" });

    for (const id of [partlyPaid.id, credited.id, refunded.id, paid.id, voided.id, draft.id, open.id]) {
      const [row] = await db.select({ revision: s.invoices.revision }).from(s.invoices).where(eq(s.invoices.id, id));
      expect(row.revision).toBe(1);
    }
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
  });

  it("stays consistent when revisions and a payment race: every move lands on the row lock's order, the ledger still adds up", async () => {
    const invoice = await issuedInvoice(scope(), customer.id, actor, 10_000);
    const results = await Promise.allSettled([
      ...Array.from({ length: 4 }, (_, i) => reviseInvoice(scope(), { ...invoiceRevision(invoice.id), discountCents: 100 * i }, actor)),
      recordPayment(scope(), { invoiceId: invoice.id, amountCents: 500, method: "cash", note: null }, actor),
    ]);
    const revisions = results.slice(0, 4).filter((r) => r.status === "fulfilled").length;
    const [row] = await db.select({ revision: s.invoices.revision, paid: s.invoices.amountPaidCents }).from(s.invoices).where(eq(s.invoices.id, invoice.id));
    expect(row.revision).toBe(1 + revisions);
    // The payment either went first (every later revision refused) or settled against a revised total.
    expect(results[4].status).toBe("fulfilled");
    expect(row.paid).toBe(500);
    for (const r of results.slice(0, 4)) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "conflict" });
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
    expect(await checkCustomerBalances(db, scope())).toEqual([]);
  });
});

describe("the revise actions", () => {
  it("take the builder's input through staffAction: the owner revises, an employee without the permission is refused and nothing changes", async () => {
    const quote = await sentQuote();
    const invoice = await issuedInvoice(scope(), customer.id, actor, 10_000);
    await asStaff(business.owner.id);
    expect(await reviseQuoteAction(quoteRevision(quote.id))).toMatchObject({ ok: true, data: { id: quote.id, revision: 2 } });
    expect(await reviseInvoiceAction(invoiceRevision(invoice.id))).toMatchObject({ ok: true, data: { id: invoice.id, revision: 2 } });
    expect(await reviseInvoiceAction({ ...invoiceRevision(invoice.id), description: "" })).toMatchObject({ ok: false, status: 400, message: "Description is required" });

    const [user] = await db.insert(s.users).values({ email: `rev-emp-${business.id}@example.test`, userType: "employee", firstName: "Em", lastName: "Ployee" }).returning();
    await db.insert(s.businessMembers).values({ businessId: business.id, userId: user.id, role: "employee" });
    await asStaff(user.id);
    expect(await reviseQuoteAction(quoteRevision(quote.id))).toMatchObject({ ok: false, status: 403 });
    expect(await reviseInvoiceAction(invoiceRevision(invoice.id))).toMatchObject({ ok: false, status: 403 });
    await asStaff(other.owner.id);
    expect(await reviseQuoteAction(quoteRevision(quote.id))).toMatchObject({ ok: false, status: 404 });
    const [q] = await db.select({ revision: s.quotes.revision }).from(s.quotes).where(eq(s.quotes.id, quote.id));
    expect(q.revision).toBe(2);
  });
});
