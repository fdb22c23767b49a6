import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { invoiceLineItems, invoiceVisits, invoices } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import { toDateOnly } from "@/lib/format/dates";
import { allocateDocumentNumber } from "@/lib/money/documents/allocate-document-number";
import { computeDocumentTotals } from "@/lib/money/documents/document-totals";
import { addDays } from "@/lib/scheduling/recurrence/local-date";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import { creditBookingDeposits } from "@/lib/money/deposits/credit-booking-deposits";
import { describeVisitInvoice, type PlannedInvoice, type VisitGrouping } from "./plan-visit-invoices";
import { previewVisitInvoices } from "./preview-visit-invoices";
import type { VisitFilter } from "./uninvoiced-visits";

/** Invoices made from visits are due this many days after their invoice date (Net 30). */
export const VISIT_INVOICE_DUE_DAYS = 30;

export type CreatedVisitInvoice = { invoiceId: string; invoiceNumber: string; customerId: string; customerName: string; visitCount: number; totalCents: number };
export type VisitInvoiceBatch = { created: CreatedVisitInvoice[]; totalCents: number; visitCount: number };

/** Thrown inside a customer's transaction when a concurrent run took all of its visits: rolls the invoice back. */
class NothingLeftToInvoice extends Error {}

/**
 * The batch behind "Create invoices" and the invoicing rules: one draft invoice per customer
 * with one line per completed, uninvoiced visit. Each customer's invoice is its own
 * transaction, which claims its visits in `invoice_visits` (unique per visit) before writing
 * lines: a visit a concurrent run already claimed is left out, and an invoice left with no
 * visit is rolled back — so two runs at once never invoice a visit twice and never leave an
 * empty invoice. Drafts move no money (no ledger entry); one audit entry records the batch.
 * Not server-only: the worker runs it (invoicing rules).
 */
export async function createVisitInvoices(
  dbx: Db,
  scope: BusinessScope,
  filter: VisitFilter,
  actor: MoneyActor,
  options: { now?: Date; source?: string; groupBy?: VisitGrouping } = {},
): Promise<VisitInvoiceBatch> {
  const plan = await previewVisitInvoices(dbx, scope, filter, options.groupBy);
  const invoiceDate = toDateOnly(options.now ?? new Date(), plan.timeZone) ?? undefined;
  const dueDate = invoiceDate ? addDays(invoiceDate, VISIT_INVOICE_DUE_DAYS) : null;

  const created: CreatedVisitInvoice[] = [];
  for (const planned of plan.invoices) {
    const invoice = await dbx
      .transaction((tx) => createOneInvoice(tx, scope, planned, { taxRate: plan.taxRate, invoiceDate, dueDate }))
      .catch((error: unknown) => {
        if (error instanceof NothingLeftToInvoice) return null;
        throw error;
      });
    if (invoice) created.push(invoice);
  }
  const batch = { created, totalCents: created.reduce((sum, i) => sum + i.totalCents, 0), visitCount: created.reduce((sum, i) => sum + i.visitCount, 0) };
  if (created.length > 0) {
    await writeAuditEntry(dbx, {
      businessId: scope.businessId,
      actor: auditActor(actor),
      action: "invoice.batch_created",
      target: { type: "invoice_batch" },
      meta: auditMeta(actor, {
        source: options.source ?? "visits",
        invoiceCount: created.length,
        visitCount: batch.visitCount,
        totalCents: batch.totalCents,
        invoiceIds: created.map((i) => i.invoiceId),
      }),
      ip: actor.ip,
    });
  }
  return batch;
}

async function createOneInvoice(
  tx: Tx,
  scope: BusinessScope,
  planned: PlannedInvoice,
  context: { taxRate: number; invoiceDate: string | undefined; dueDate: string | null },
): Promise<CreatedVisitInvoice> {
  const invoiceNumber = await allocateDocumentNumber(tx, scope.businessId, "invoice");
  const [invoice] = await tx
    .insert(invoices)
    .values({
      businessId: scope.businessId,
      customerId: planned.customerId,
      invoiceNumber,
      status: "draft",
      description: describeVisitInvoice(planned.lines),
      subtotalCents: planned.totals.subtotalCents,
      taxAmountCents: planned.totals.taxAmountCents,
      amountCents: planned.totals.totalCents,
      invoiceDate: context.invoiceDate,
      dueDate: context.dueDate,
    })
    .returning({ id: invoices.id });
  const claimed = await tx
    .insert(invoiceVisits)
    .values(planned.lines.map((line) => ({ businessId: scope.businessId, visitId: line.visitId, invoiceId: invoice.id })))
    .onConflictDoNothing()
    .returning({ visitId: invoiceVisits.visitId });
  if (claimed.length === 0) throw new NothingLeftToInvoice();
  const claimedIds = new Set(claimed.map((c) => c.visitId));
  const lines = planned.lines.filter((line) => claimedIds.has(line.visitId));
  let totals = planned.totals;
  if (lines.length < planned.lines.length) {
    // A concurrent run took some of these visits: bill only the ones this run claimed.
    totals = computeDocumentTotals(lines, 0, context.taxRate);
    await tx
      .update(invoices)
      .set({ description: describeVisitInvoice(lines), subtotalCents: totals.subtotalCents, taxAmountCents: totals.taxAmountCents, amountCents: totals.totalCents, updatedAt: sql`now()` })
      .where(eq(invoices.id, invoice.id));
  }
  await tx.insert(invoiceLineItems).values(
    lines.map((line, position) => ({
      businessId: scope.businessId,
      invoiceId: invoice.id,
      description: line.description,
      quantity: line.quantity,
      rateCents: line.rateCents,
      amountCents: totals.lineAmountsCents[position],
      position,
    })),
  );
  // An online booking's deposit goes onto the first invoice of its visits (issue 39 item 3).
  await creditBookingDeposits(tx, scope, { invoiceId: invoice.id, visitIds: [...claimedIds] });
  return { invoiceId: invoice.id, invoiceNumber, customerId: planned.customerId, customerName: planned.customerName, visitCount: lines.length, totalCents: totals.totalCents };
}
