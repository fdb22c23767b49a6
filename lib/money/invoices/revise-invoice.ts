import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db, type Tx } from "@/db/client";
import { autopayAttempts, invoiceLineItems, invoices, ledgerEntries } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { displayDocumentNumber, displayRevision } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { loadInvoiceFigures, type InvoiceWithFigures } from "@/lib/money/documents/load-document-figures";
import { priceDraftForCustomer } from "@/lib/money/documents/price-draft-for-customer";
import { auditRevision } from "@/lib/money/documents/revision-audit";
import { tellCustomerAboutDocument } from "@/lib/money/documents/tell-customer-about-document";
import { appendLedgerEntry } from "../ledger/append-ledger-entry";
import type { InvoiceRevision } from "./invoice-schema";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { insertInvoiceLines, invoiceFields } from "./save-invoice-draft";

export const PAID_INVOICE_REFUSAL = "A paid invoice is never edited";
export const SETTLED_INVOICE_REFUSAL = "This invoice has a payment or credit on it, so it can no longer be revised; void it and issue a new one";

/** Why an invoice may not be revised, or null: open (pending/overdue) with nothing ever paid, credited or refunded on it, and no autopay charge under way. */
async function refusal(tx: Tx, scope: BusinessScope, invoice: InvoiceWithFigures): Promise<string | null> {
  if (invoice.status === "draft") return "A draft invoice is edited, not revised: change it and send it";
  if (invoice.status === "void") return "A void invoice cannot be revised";
  if (invoice.status === "paid") return PAID_INVOICE_REFUSAL;
  if (invoice.amountPaidCents !== 0) return SETTLED_INVOICE_REFUSAL;
  const [settled] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.businessId, scope.businessId), eq(ledgerEntries.invoiceId, invoice.id), inArray(ledgerEntries.kind, ["payment", "credit", "refund"])))
    .limit(1);
  if (settled) return SETTLED_INVOICE_REFUSAL;
  const [charging] = await tx
    .select({ id: autopayAttempts.id })
    .from(autopayAttempts)
    .where(and(eq(autopayAttempts.businessId, scope.businessId), eq(autopayAttempts.invoiceId, invoice.id), eq(autopayAttempts.status, "processing")))
    .limit(1);
  return charging ? "The customer's card is being charged for this invoice; try again in a few minutes" : null;
}

/**
 * A new revision of an issued invoice on which nothing has been paid or credited (issue 37): new
 * lines, discount, due date and texts for the same customer, priced again with the business's tax
 * rate; the revision number goes up ("Rev. 2"). In one transaction, under the invoice's row lock
 * (a payment or credit waits, then settles against the new amount): the ledger gets an
 * `invoice_revised` entry for the difference — never an UPDATE of an entry — so the invoice's
 * ledger still sums to what is owed and the customer's balance moves with it; the status follows
 * the new due date (overdue only when it has passed in the business's zone); the old and new
 * figures go to the audit log (`invoice.revised`). Then the customer is told (bell + email).
 * A paid, part-paid, credited or void invoice is never edited (409).
 */
export async function reviseInvoice(scope: BusinessScope, input: InvoiceRevision, actor: MoneyActor): Promise<{ id: string; revision: number; ledgerAdjustmentCents: number }> {
  const { after, adjustment } = await db.transaction(async (tx) => {
    const before = await loadInvoiceFigures(tx, scope, input.invoiceId, { lock: true });
    if (!before) throw new DomainError("not_found", "Invoice not found");
    const refused = await refusal(tx, scope, before);
    if (refused) throw new DomainError("conflict", refused);
    const totals = await priceDraftForCustomer(tx, scope, { customerId: before.customerId, lineItems: input.lineItems, discountCents: input.discountCents });
    if (totals.totalCents <= 0) throw new DomainError("unprocessable", "An invoice must total more than $0.00 to be sent");
    const [row] = await tx
      .update(invoices)
      .set({
        ...invoiceFields(input, totals),
        revision: sql`${invoices.revision} + 1`,
        status: sql`case when ${input.dueDate}::date < (now() at time zone (select b.timezone from businesses b where b.id = ${invoices.businessId}))::date then 'overdue' else 'pending' end`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(invoices.id, before.id), eq(invoices.businessId, scope.businessId), inArray(invoices.status, ["pending", "overdue"]), eq(invoices.amountPaidCents, 0)))
      .returning({ revision: invoices.revision, amountCents: invoices.amountCents });
    await tx.delete(invoiceLineItems).where(and(eq(invoiceLineItems.businessId, scope.businessId), eq(invoiceLineItems.invoiceId, before.id)));
    await insertInvoiceLines(tx, scope, before.id, input.lineItems, totals.lineAmountsCents);
    const difference = row.amountCents - before.figures.totalCents;
    await appendLedgerEntry(tx, {
      businessId: scope.businessId,
      customerId: before.customerId,
      invoiceId: before.id,
      kind: "invoice_revised",
      amountCents: difference,
      memo: displayRevision(row.revision),
    });
    const revised = (await loadInvoiceFigures(tx, scope, before.id))!;
    await auditRevision(tx, scope, actor, {
      kind: "invoice",
      id: before.id,
      from: { revision: before.revision, figures: before.figures, heading: { description: before.description } },
      to: { revision: row.revision, figures: revised.figures, heading: { description: revised.description } },
      meta: { ledgerAdjustmentCents: difference },
    });
    return { after: revised, adjustment: difference };
  });
  const label = displayDocumentNumber(after.invoiceNumber, after.id);
  const rev = displayRevision(after.revision);
  await tellCustomerAboutDocument(
    { businessId: scope.businessId, customerId: after.customerId },
    {
      kind: "invoice",
      title: `Invoice ${label} revised (${rev})`,
      body: `Invoice ${label}${after.description ? ` (${after.description})` : ""} has been revised (${rev}): it now totals ${formatCents(after.figures.totalCents)}, with ${formatCents(after.figures.balanceDueCents ?? 0)} due.`,
      portalPath: `/invoices/${after.id}`,
      linkLabel: "View invoice",
      figures: after.figures,
    },
  );
  return { id: after.id, revision: after.revision, ledgerAdjustmentCents: adjustment };
}
