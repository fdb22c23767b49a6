import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { voidInvoice } from "@/lib/money/invoices/void-invoice";
import { createVisitInvoices } from "@/lib/money/invoices/visit-invoicing/create-visit-invoices";
import { invoiceSelectedVisits } from "@/lib/money/invoices/visit-invoicing/invoice-selected-visits";
import { previewVisitInvoices } from "@/lib/money/invoices/visit-invoicing/preview-visit-invoices";
import { sendInvoicesBatch } from "@/lib/money/invoices/visit-invoicing/send-invoices-batch";
import { createBusiness, createCustomer, createJob, createService } from "../../support/portal-fixtures";

let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let actor: MoneyActor;
const scope = () => ({ businessId: business.id });

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 8.25, timezone: "America/Los_Angeles" });
  other = await createBusiness(db, { taxRate: 5 });
  actor = { type: "staff", userId: business.owner.id, ip: "203.0.113.7" };
});
afterAll(async () => {
  await db.delete(s.businesses).where(inArray(s.businesses.id, [business.id, other.id]));
});

/** A completed visit of a one-off job priced at `priceCents` (null: the service's price applies). */
async function completedVisit(businessId: string, customerId: string, at: string, priceCents: number | null, serviceId: string | null = null) {
  const visit = await createJob(db, { businessId, customerId }, { scheduledDate: new Date(at), status: "completed", completedAt: new Date(at), serviceId });
  await db.update(s.jobSeries).set({ priceCents, title: "Garden visit" }).where(eq(s.jobSeries.id, visit.id));
  return visit;
}

const invoiceVisitCount = async (visitIds: string[]) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(s.invoiceVisits).where(inArray(s.invoiceVisits.visitId, visitIds)))[0].n;

describe("invoices from completed visits", () => {
  it("previews one invoice per customer with a line per visit, dated in the business's zone, and creates exactly that", async () => {
    const mowing = await createService(db, business.id, { name: "Lawn mowing", priceCents: 3000 });
    const ada = await createCustomer(db, business.id, { firstName: "Ada", lastName: "Aaronson" });
    const ben = await createCustomer(db, business.id, { firstName: "Ben", lastName: "Aaronsen" });
    // 06:00 UTC on Mar 10 is still Mar 9 in Los Angeles.
    const a1 = await completedVisit(business.id, ada.id, "2026-03-10T06:00:00Z", 4500, mowing.id);
    const a2 = await completedVisit(business.id, ada.id, "2026-03-17T18:00:00Z", 4500, mowing.id);
    const b1 = await completedVisit(business.id, ben.id, "2026-03-12T18:00:00Z", null, mowing.id);
    // Not billable: a scheduled visit, and another business's completed visit.
    const scheduled = await createJob(db, { businessId: business.id, customerId: ada.id }, { status: "scheduled" });
    const foreignCustomer = await createCustomer(db, other.id);
    const foreign = await completedVisit(other.id, foreignCustomer.id, "2026-03-11T18:00:00Z", 9900);

    const preview = await previewVisitInvoices(db, scope(), { visitIds: [a1.id, a2.id, b1.id, scheduled.id, foreign.id] });
    expect(preview.invoiceCount).toBe(2);
    expect(preview.visitCount).toBe(3);
    const ada1 = preview.invoices.find((i) => i.customerId === ada.id);
    expect(ada1?.lines.map((l) => [l.description, l.rateCents])).toEqual([
      ["Lawn mowing — Mar 9, 2026", 4500],
      ["Lawn mowing — Mar 17, 2026", 4500],
    ]);
    // 90.00 + 8.25% = 7.425 → 7.43 → 97.43; Ben: the service's 30.00 + 2.475 → 2.48 → 32.48.
    expect(ada1?.totals).toMatchObject({ subtotalCents: 9000, taxAmountCents: 743, totalCents: 9743 });
    expect(preview.totalCents).toBe(9743 + 3248);

    const batch = await invoiceSelectedVisits(scope(), { visitIds: [a1.id, a2.id, b1.id, scheduled.id, foreign.id] }, actor);
    expect(batch.created.map((c) => [c.customerName, c.visitCount, c.totalCents])).toEqual([
      ["Ben Aaronsen", 1, 3248],
      ["Ada Aaronson", 2, 9743],
    ]);
    const adaInvoice = batch.created.find((c) => c.customerId === ada.id)!;
    const [row] = await db.select().from(s.invoices).where(eq(s.invoices.id, adaInvoice.invoiceId));
    expect(row).toMatchObject({ status: "draft", businessId: business.id, subtotalCents: 9000, taxAmountCents: 743, amountCents: 9743, description: "2 visits, Mar 9, 2026 – Mar 17, 2026" });
    expect(row.invoiceNumber).toMatch(/^INV-\d+$/);
    expect(row.dueDate).not.toBeNull();
    const lines = await db.select().from(s.invoiceLineItems).where(eq(s.invoiceLineItems.invoiceId, adaInvoice.invoiceId)).orderBy(s.invoiceLineItems.position);
    expect(lines.map((l) => [l.description, l.quantity, l.rateCents, l.amountCents])).toEqual([
      ["Lawn mowing — Mar 9, 2026", 1, 4500, 4500],
      ["Lawn mowing — Mar 17, 2026", 1, 4500, 4500],
    ]);
    expect(await invoiceVisitCount([a1.id, a2.id, b1.id])).toBe(3);
    expect(await invoiceVisitCount([scheduled.id, foreign.id])).toBe(0);
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, business.id), eq(s.auditLog.action, "invoice.batch_created")));
    expect(audit).toMatchObject({ actorType: "staff", actorId: business.owner.id, ip: "203.0.113.7" });
    expect(audit.meta).toMatchObject({ invoiceCount: 2, visitCount: 3, totalCents: 12991 });
    // The other business's visit is still uninvoiced, and nothing there was created.
    expect(await db.select().from(s.invoices).where(eq(s.invoices.businessId, other.id))).toEqual([]);

    // Again: the visits are invoiced, so the screen's call is refused and nothing new appears.
    await expect(invoiceSelectedVisits(scope(), { visitIds: [a1.id, a2.id] }, actor)).rejects.toMatchObject({ code: "conflict", message: "These visits are already invoiced or not completed yet" });
    await expect(invoiceSelectedVisits(scope(), { visitIds: [foreign.id] }, actor)).rejects.toMatchObject({ code: "not_found", message: "Visit not found" });
    expect((await previewVisitInvoices(db, scope(), { visitIds: [a1.id, a2.id, b1.id] })).invoiceCount).toBe(0);

    // Voiding an invoice releases its visits for a new invoice.
    await voidInvoice(scope(), { invoiceId: adaInvoice.invoiceId, reason: "Wrong price" }, actor);
    expect(await invoiceVisitCount([a1.id, a2.id])).toBe(0);
    expect((await previewVisitInvoices(db, scope(), { visitIds: [a1.id, a2.id] })).visitCount).toBe(2);
  });

  it("two concurrent batch runs never invoice a visit twice", async () => {
    const visitIds: string[] = [];
    for (let i = 0; i < 12; i++) {
      const customer = await createCustomer(db, business.id, { firstName: "Con", lastName: `Current${i}` });
      visitIds.push((await completedVisit(business.id, customer.id, "2026-04-01T17:00:00Z", 2000)).id);
      visitIds.push((await completedVisit(business.id, customer.id, "2026-04-08T17:00:00Z", 2000)).id);
    }
    const [first, second] = await Promise.all([
      createVisitInvoices(db, scope(), { visitIds }, actor),
      createVisitInvoices(db, scope(), { visitIds }, actor),
    ]);
    const invoiceIds = [...first.created, ...second.created].map((c) => c.invoiceId);
    expect(first.visitCount + second.visitCount).toBe(24);
    // Every visit is on exactly one invoice, every invoice has at least one line, and no line is billed twice.
    const claims = await db.select().from(s.invoiceVisits).where(inArray(s.invoiceVisits.visitId, visitIds));
    expect(claims).toHaveLength(24);
    expect(new Set(claims.map((c) => c.invoiceId))).toEqual(new Set(invoiceIds));
    const lines = await db.select().from(s.invoiceLineItems).where(inArray(s.invoiceLineItems.invoiceId, invoiceIds));
    expect(lines).toHaveLength(24);
    const stored = await db.select({ amount: s.invoices.amountCents }).from(s.invoices).where(inArray(s.invoices.id, invoiceIds));
    // 24 × 20.00 = 480.00 before tax, whatever way the two runs split the customers.
    expect(stored.reduce((sum, i) => sum + i.amount, 0)).toBe([...first.created, ...second.created].reduce((sum, c) => sum + c.totalCents, 0));
    expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(48000);
  });

  it("sends a batch of drafts and reports each refusal on its own invoice", async () => {
    const good = await createCustomer(db, business.id, { firstName: "Gus", lastName: "Good" });
    const free = await createCustomer(db, business.id, { firstName: "Fay", lastName: "Free" });
    const v1 = await completedVisit(business.id, good.id, "2026-05-04T17:00:00Z", 6000);
    const v2 = await completedVisit(business.id, free.id, "2026-05-04T17:00:00Z", 0);
    const batch = await createVisitInvoices(db, scope(), { visitIds: [v1.id, v2.id] }, actor);
    const goodId = batch.created.find((c) => c.customerId === good.id)!.invoiceId;
    const freeId = batch.created.find((c) => c.customerId === free.id)!.invoiceId;
    const foreignCustomer = await createCustomer(db, other.id);
    const [foreignInvoice] = await db.insert(s.invoices).values({ businessId: other.id, customerId: foreignCustomer.id, status: "draft", amountCents: 1000 }).returning();

    const result = await sendInvoicesBatch(scope(), { invoiceIds: [goodId, freeId, foreignInvoice.id] }, actor);
    expect(result).toEqual({
      sent: 1,
      failed: 2,
      outcomes: [
        { invoiceId: goodId, ok: true },
        { invoiceId: freeId, ok: false, message: "An invoice must total more than $0.00 to be sent" },
        { invoiceId: foreignInvoice.id, ok: false, message: "Invoice not found" },
      ],
    });
    const statuses = await db.select({ id: s.invoices.id, status: s.invoices.status }).from(s.invoices).where(inArray(s.invoices.id, [goodId, freeId, foreignInvoice.id]));
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({ [goodId]: "pending", [freeId]: "draft", [foreignInvoice.id]: "draft" });
    const [notice] = await db.select().from(s.notifications).where(and(eq(s.notifications.customerId, good.id), eq(s.notifications.kind, "invoice")));
    expect(notice.link).toBe(`/invoices/${goodId}`);
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, business.id), eq(s.auditLog.action, "invoice.batch_sent")));
    expect(audit.meta).toMatchObject({ sent: [goodId], failed: [{ invoiceId: freeId }, { invoiceId: foreignInvoice.id }] });
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
  });
});
