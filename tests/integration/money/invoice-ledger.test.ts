import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { applyInvoiceCredit } from "@/lib/money/credits/apply-invoice-credit";
import { checkCustomerBalances, checkLedgerInvariant } from "@/lib/money/ledger/check-ledger-invariant";
import { getBusinessInvoice } from "@/lib/money/invoices/get-business-invoice";
import { recordPayment } from "@/lib/money/payments/record-payment";
import { saveInvoiceDraft } from "@/lib/money/invoices/save-invoice-draft";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";
import { voidInvoice } from "@/lib/money/invoices/void-invoice";
import { listBusinessInvoices } from "@/lib/money/invoices/list-business-invoices";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { refundPayment } from "@/lib/money/refunds/refund-payment";
import { issuedInvoice as issue } from "../../support/invoice-fixtures";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

let business: Awaited<ReturnType<typeof createBusiness>>;
let other: Awaited<ReturnType<typeof createBusiness>>;
let customerId = "";
let actor: MoneyActor;

beforeAll(async () => {
  business = await createBusiness(db, { taxRate: 8.25 });
  other = await createBusiness(db);
  customerId = (await createCustomer(db, business.id)).id;
  actor = { type: "staff", userId: business.owner.id, ip: "203.0.113.9" };
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
  await db.delete(s.businesses).where(eq(s.businesses.id, other.id));
});

const scope = () => ({ businessId: business.id });

const issuedInvoice = (rateCents = 10000, quantity = 1) => issue(scope(), customerId, actor, rateCents, quantity);

const balanceOf = async (id: string) => {
  const [row] = await db.select({ amount: s.invoices.amountCents, paid: s.invoices.amountPaidCents, status: s.invoices.status }).from(s.invoices).where(eq(s.invoices.id, id));
  return row;
};
const customerBalance = async () =>
  (await db.select({ b: s.customers.outstandingBalanceCents }).from(s.customers).where(eq(s.customers.id, customerId)))[0].b;

/**
 * The property test's moves. `pick` chooses among what the move can act on (open invoices, or
 * payments with something left to refund), `share` how much of what is left it takes (1–100 %).
 * void_unpaid issues an invoice and voids it before anything is paid (the drift Jobber users report).
 */
type Move =
  | { kind: "issue"; cents: number }
  | { kind: "pay" | "credit" | "refund"; pick: number; share: number }
  | { kind: "void"; pick: number }
  | { kind: "void_unpaid"; cents: number };
const moveArbitrary: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ kind: fc.constant("issue" as const), cents: fc.integer({ min: 100, max: 50_000 }) }),
  fc.record({ kind: fc.constantFrom("pay" as const, "credit" as const, "refund" as const), pick: fc.nat(), share: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant("void" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("void_unpaid" as const), cents: fc.integer({ min: 100, max: 50_000 }) }),
);

/** Plays one move for the run's customer through the domain operations; answers what it did (a move with nothing to act on issues an invoice). */
async function playMove(runCustomer: string, move: Move): Promise<Move["kind"]> {
  const issueFor = (cents: number) => issue(scope(), runCustomer, actor, cents);
  const portion = (left: number, share: number) => Math.max(1, Math.floor((left * share) / 100));
  if (move.kind === "void_unpaid") {
    const invoice = await issueFor(move.cents);
    await voidInvoice(scope(), { invoiceId: invoice.id, reason: "Issued by mistake" }, actor);
    return "void_unpaid";
  }
  if (move.kind === "refund") {
    const refundable = await db.execute<{ id: string; left: string | number }>(sql`
      select p.id, p.amount_cents - coalesce((select sum(l.amount_cents) from ledger_entries l
                                               where l.business_id = p.business_id and l.payment_id = p.id and l.kind = 'refund'), 0) as left
      from payments p join invoices i on i.id = p.invoice_id and i.business_id = p.business_id
      where p.business_id = ${business.id}::uuid and i.customer_id = ${runCustomer}::uuid and i.status <> 'void' and p.status = 'succeeded'
      order by p.created_at, p.id`);
    if (refundable.length > 0) {
      const payment = refundable[move.pick % refundable.length];
      await refundPayment(scope(), { paymentId: payment.id, amountCents: portion(Number(payment.left), move.share), reason: "Refund" }, actor);
      return "refund";
    }
  } else if (move.kind !== "issue") {
    const open = await db
      .select({ id: s.invoices.id, amount: s.invoices.amountCents, paid: s.invoices.amountPaidCents })
      .from(s.invoices)
      .where(and(eq(s.invoices.businessId, business.id), eq(s.invoices.customerId, runCustomer), sql`${s.invoices.status} in ('pending', 'overdue')`))
      .orderBy(s.invoices.createdAt, s.invoices.id);
    if (open.length > 0) {
      const invoice = open[move.pick % open.length];
      if (move.kind === "void") await voidInvoice(scope(), { invoiceId: invoice.id, reason: null }, actor);
      else if (move.kind === "credit") await applyInvoiceCredit(scope(), { invoiceId: invoice.id, amountCents: portion(invoice.amount - invoice.paid, move.share), reason: "Credit" }, actor);
      else await recordPayment(scope(), { invoiceId: invoice.id, amountCents: portion(invoice.amount - invoice.paid, move.share), method: "cash", note: null }, actor);
      return move.kind;
    }
  }
  await issueFor(move.kind === "issue" ? move.cents : 1_000);
  return "issue";
}

describe("invoices and the ledger", () => {
  it("creates a numbered draft with server-computed totals, and sending issues it to the ledger", async () => {
    const draft = await saveInvoiceDraft(scope(), {
      customerId,
      description: "Spring clean-up",
      lineItems: [
        { description: "Mulch", quantity: 2.5, rateCents: 3333 },
        { description: "Edging", quantity: 1, rateCents: 4500 },
      ],
      discountCents: 1000,
      dueDate: "2026-12-31",
      notes: null,
      paymentInstructions: null,
    });
    expect(draft.invoiceNumber).toMatch(/^INV-\d{4,}$/);
    const before = await customerBalance();
    // 2.5 × 33.33 = 83.325 → 83.33; subtotal 128.33; −10.00 → 118.33; tax 8.25% = 9.762… → 9.76.
    const [row] = await db.select().from(s.invoices).where(eq(s.invoices.id, draft.id));
    expect(row).toMatchObject({ status: "draft", subtotalCents: 12833, discountCents: 1000, taxAmountCents: 976, amountCents: 12809 });
    expect(await customerBalance()).toBe(before);

    await sendInvoice(scope(), { invoiceId: draft.id }, actor);
    const detail = await getBusinessInvoice(scope(), draft.id);
    expect(detail?.status).toBe("pending");
    expect(detail?.ledger.map((l) => [l.kind, l.amountCents])).toEqual([["invoice_issued", 12809]]);
    expect(await customerBalance()).toBe(before + 12809);
    const [notice] = await db.select().from(s.notifications).where(and(eq(s.notifications.customerId, customerId), eq(s.notifications.kind, "invoice")));
    expect(notice.link).toBe(`/invoices/${draft.id}`);
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, draft.id), eq(s.auditLog.action, "invoice.sent")));
    expect(audit.actorId).toBe(business.owner.id);

    await expect(sendInvoice(scope(), { invoiceId: draft.id }, actor)).rejects.toMatchObject({ code: "conflict" });
    await expect(saveInvoiceDraft(scope(), { invoiceId: draft.id, customerId, description: "x", lineItems: [{ description: "a", quantity: 1, rateCents: 1 }], discountCents: 0, dueDate: null, notes: null, paymentInstructions: null })).rejects.toMatchObject({ code: "conflict" });
  });

  it("records partial payments, refuses an overpayment, and marks the invoice paid at zero balance", async () => {
    const invoice = await issuedInvoice(10000); // 100.00 + 8.25 tax = 108.25
    const first = await recordPayment(scope(), { invoiceId: invoice.id, amountCents: 5000, method: "cash", note: "Paid at the door" }, actor);
    expect(first).toMatchObject({ balanceCents: 5825, status: "pending" });
    await expect(recordPayment(scope(), { invoiceId: invoice.id, amountCents: 5826, method: "check", note: null }, actor)).rejects.toMatchObject({
      code: "unprocessable",
      message: "The payment exceeds the balance due of $58.25",
    });
    const last = await recordPayment(scope(), { invoiceId: invoice.id, amountCents: 5825, method: "check", note: "#1042" }, actor);
    expect(last).toMatchObject({ balanceCents: 0, status: "paid" });
    const detail = await getBusinessInvoice(scope(), invoice.id);
    expect(detail?.paidDate).not.toBeNull();
    expect(detail?.payments.map((p) => [p.amountCents, p.method])).toEqual([
      [5000, "cash"],
      [5825, "check"],
    ]);
    await expect(recordPayment(scope(), { invoiceId: invoice.id, amountCents: 1, method: "cash", note: null }, actor)).rejects.toMatchObject({ code: "conflict" });
    const audits = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, invoice.id), eq(s.auditLog.action, "invoice.payment_recorded")));
    expect(audits).toHaveLength(2);
  });

  it("20 concurrent payments of one invoice never overpay it", async () => {
    const invoice = await issuedInvoice(1000, 10); // 100.00 + 8.25 = 108.25
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => recordPayment(scope(), { invoiceId: invoice.id, amountCents: 1000, method: "cash", note: null }, actor)),
    );
    const succeeded = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    // 10 × $10.00 fit into $108.25; the 11th and later would overpay.
    expect(succeeded).toHaveLength(10);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "unprocessable" });
    expect(await balanceOf(invoice.id)).toEqual({ amount: 10825, paid: 10000, status: "pending" });
    const [{ total }] = await db
      .select({ total: sql<string>`sum(${s.payments.amountCents})` })
      .from(s.payments)
      .where(eq(s.payments.invoiceId, invoice.id));
    expect(Number(total)).toBe(10000);
    expect(await checkLedgerInvariant(db, scope())).toEqual([]);
  });

  it("voiding a partly paid invoice writes off the open balance so its ledger nets to zero", async () => {
    const before = await customerBalance();
    const invoice = await issuedInvoice(20000); // 216.50
    await recordPayment(scope(), { invoiceId: invoice.id, amountCents: 6500, method: "bank_transfer", note: null }, actor);
    await voidInvoice(scope(), { invoiceId: invoice.id, reason: "Customer moved away" }, actor);
    const detail = await getBusinessInvoice(scope(), invoice.id);
    expect(detail?.status).toBe("void");
    expect(detail?.ledger.map((l) => [l.kind, l.amountCents])).toEqual([
      ["invoice_issued", 21650],
      ["payment", -6500],
      ["void", -15150],
    ]);
    expect(await customerBalance()).toBe(before);
    await expect(voidInvoice(scope(), { invoiceId: invoice.id, reason: null }, actor)).rejects.toMatchObject({ code: "conflict" });
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, invoice.id), eq(s.auditLog.action, "invoice.voided")));
    expect(audit.meta).toMatchObject({ reason: "Customer moved away", openBalanceCents: 15150 });
  });

  it("random sequences of invoices, payments, credits, refunds and voids keep every balance equal to its ledger (fast-check)", async () => {
    const seen = new Set<Move["kind"]>();
    await fc.assert(
      fc.asyncProperty(fc.array(moveArbitrary, { minLength: 1, maxLength: 12 }), async (moves) => {
        // Each run has its own customer, so a run (or a shrink) starts from no invoices.
        const runCustomer = (await createCustomer(db, business.id)).id;
        for (const move of moves) {
          seen.add(await playMove(runCustomer, move));
          expect(await checkLedgerInvariant(db, scope())).toEqual([]);
          expect(await checkCustomerBalances(db, scope())).toEqual([]);
        }
      }),
      // A fixed seed keeps CI reproducible; a failure prints its seed and shrunk sequence.
      { numRuns: 25, seed: 20261124, endOnFailure: true },
    );
    // The runs exercised every move, so the invariant held across all of them.
    expect([...seen].sort()).toEqual(["credit", "issue", "pay", "refund", "void", "void_unpaid"]);
  });

  it("the ledger refuses UPDATE and DELETE, but deleting the business still cascades", async () => {
    const invoice = await issuedInvoice(500);
    const update = db.execute(sql`update ledger_entries set amount_cents = 1 where invoice_id = ${invoice.id}::uuid`);
    await expect(update).rejects.toThrow();
    const remove = db.execute(sql`delete from ledger_entries where invoice_id = ${invoice.id}::uuid`);
    await expect(remove).rejects.toThrow();
    // An issued invoice cannot be deleted out from under its ledger either.
    await expect(db.delete(s.invoices).where(eq(s.invoices.id, invoice.id))).rejects.toThrow();

    const doomed = await createBusiness(db);
    const doomedCustomer = await createCustomer(db, doomed.id);
    const draft = await saveInvoiceDraft({ businessId: doomed.id }, { customerId: doomedCustomer.id, description: "x", lineItems: [{ description: "a", quantity: 1, rateCents: 100 }], discountCents: 0, dueDate: null, notes: null, paymentInstructions: null });
    await sendInvoice({ businessId: doomed.id }, { invoiceId: draft.id }, { type: "staff", userId: doomed.owner.id });
    await db.delete(s.businesses).where(eq(s.businesses.id, doomed.id));
    const left = await db.select().from(s.ledgerEntries).where(eq(s.ledgerEntries.businessId, doomed.id));
    expect(left).toEqual([]);
  });

  it("answers another business's invoice as not found and lists with filters", async () => {
    const invoice = await issuedInvoice(700);
    expect(await getBusinessInvoice({ businessId: other.id }, invoice.id)).toBeNull();
    await expect(recordPayment({ businessId: other.id }, { invoiceId: invoice.id, amountCents: 1, method: "cash", note: null }, actor)).rejects.toMatchObject({ code: "not_found" });
    await expect(voidInvoice({ businessId: other.id }, { invoiceId: invoice.id, reason: null }, actor)).rejects.toMatchObject({ code: "not_found" });
    await expect(sendInvoice({ businessId: other.id }, { invoiceId: invoice.id }, actor)).rejects.toMatchObject({ code: "not_found" });
    await expect(
      saveInvoiceDraft({ businessId: other.id }, { customerId, description: "x", lineItems: [{ description: "a", quantity: 1, rateCents: 1 }], discountCents: 0, dueDate: null, notes: null, paymentInstructions: null }),
    ).rejects.toMatchObject({ code: "not_found" });

    const open = await listBusinessInvoices(scope(), { q: "", status: "open", sort: "date", dir: "desc", limit: 100, offset: 0 });
    expect(open.rows.every((r) => r.status === "pending" || r.status === "overdue")).toBe(true);
    expect(open.rows.some((r) => r.id === invoice.id)).toBe(true);
    const voided = await listBusinessInvoices(scope(), { q: "", status: "void", sort: "date", dir: "desc", limit: 100, offset: 0 });
    expect(voided.rows.every((r) => r.status === "void")).toBe(true);
    const byNumber = await listBusinessInvoices(scope(), { q: (await getBusinessInvoice(scope(), invoice.id))!.invoiceNumber!, sort: "date", dir: "desc", limit: 5, offset: 0 });
    expect(byNumber.rows.map((r) => r.id)).toEqual([invoice.id]);
    expect((await listBusinessInvoices({ businessId: other.id }, { q: "", sort: "date", dir: "desc", limit: 100, offset: 0 })).total).toBe(0);
  });

  it("counts every invoice of the business for paging, with and without a search of the customer", async () => {
    const all = await listBusinessInvoices(scope(), { q: "", sort: "date", dir: "desc", limit: 1000, offset: 0 });
    const [{ n }] = await db.execute<{ n: number }>(sql`select count(*)::int as n from invoices where business_id = ${business.id}`);
    expect(all.total).toBe(n);
    expect(all.rows).toHaveLength(n);
    expect((await listBusinessInvoices(scope(), { q: "", sort: "date", dir: "desc", limit: 1, offset: 0 })).total).toBe(n);
    // A search by the customer's email joins the customer for the count too.
    const [customer] = await db.select().from(s.customers).where(eq(s.customers.id, customerId));
    const theirs = await listBusinessInvoices(scope(), { q: customer.email!, sort: "date", dir: "desc", limit: 1, offset: 0 });
    const [{ m }] = await db.execute<{ m: number }>(sql`select count(*)::int as m from invoices where business_id = ${business.id} and customer_id = ${customerId}`);
    expect(m).toBeGreaterThan(0);
    expect(theirs.total).toBe(m);
    expect((await listBusinessInvoices(scope(), { q: "no-such-customer@nowhere.test", sort: "date", dir: "desc", limit: 1, offset: 0 })).total).toBe(0);
  });
});
