import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, type Tx } from "@/db/client";
import { invoiceLineItems, invoices } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { allocateDocumentNumber } from "@/lib/money/documents/allocate-document-number";
import type { DocumentTotals } from "@/lib/money/documents/document-totals";
import { priceDraftForCustomer } from "@/lib/money/documents/price-draft-for-customer";
import type { InvoiceDraft } from "./invoice-schema";

/**
 * Creates a draft invoice, or rewrites a draft (never one already sent): totals computed
 * here, in cents, from the line items, the discount and the business's tax rate. A draft
 * moves no money, so it writes no ledger entry; sending does (send-invoice.ts).
 */
export async function saveInvoiceDraft(scope: BusinessScope, input: InvoiceDraft): Promise<{ id: string; invoiceNumber: string }> {
  return db.transaction(async (tx) => {
    const totals = await priceDraftForCustomer(tx, scope, input);
    const values = { customerId: input.customerId, ...invoiceFields(input, totals) };

    let invoice: { id: string; invoiceNumber: string | null };
    if (input.invoiceId) {
      const [updated] = await tx
        .update(invoices)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(invoices.id, input.invoiceId), eq(invoices.businessId, scope.businessId), eq(invoices.status, "draft")))
        .returning({ id: invoices.id, invoiceNumber: invoices.invoiceNumber });
      if (!updated) await refuseEdit(tx, scope, input.invoiceId);
      invoice = updated;
      await tx.delete(invoiceLineItems).where(and(eq(invoiceLineItems.businessId, scope.businessId), eq(invoiceLineItems.invoiceId, invoice.id)));
    } else {
      return insertDraftInvoice(tx, scope, input, totals);
    }
    await insertInvoiceLines(tx, scope, invoice.id, input.lineItems, totals.lineAmountsCents);
    return { id: invoice.id, invoiceNumber: invoice.invoiceNumber ?? "" };
  });
}

/**
 * A new draft with its number and lines, inside the caller's transaction, from totals already
 * computed — by the builder's save above, or kept from the approved quote it comes from.
 */
export async function insertDraftInvoice(
  tx: Tx,
  scope: BusinessScope,
  input: Omit<InvoiceDraft, "invoiceId"> & { quoteId?: string | null },
  totals: DocumentTotals,
): Promise<{ id: string; invoiceNumber: string }> {
  const invoiceNumber = await allocateDocumentNumber(tx, scope.businessId, "invoice");
  const [invoice] = await tx
    .insert(invoices)
    .values({ customerId: input.customerId, quoteId: input.quoteId ?? null, ...invoiceFields(input, totals), businessId: scope.businessId, invoiceNumber, status: "draft" })
    .returning({ id: invoices.id });
  await insertInvoiceLines(tx, scope, invoice.id, input.lineItems, totals.lineAmountsCents);
  return { id: invoice.id, invoiceNumber };
}

/** An invoice's columns from the builder's fields and the totals computed for them (a draft, or a revision). */
export function invoiceFields(input: Pick<InvoiceDraft, "description" | "dueDate" | "notes" | "paymentInstructions">, totals: DocumentTotals) {
  return {
    description: input.description,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    taxAmountCents: totals.taxAmountCents,
    amountCents: totals.totalCents,
    dueDate: input.dueDate,
    notes: input.notes,
    paymentInstructions: input.paymentInstructions,
  };
}

/** An invoice's lines in order, each with the amount the totals' computation gave it. */
export async function insertInvoiceLines(
  tx: Tx,
  scope: BusinessScope,
  invoiceId: string,
  lines: ReadonlyArray<{ description: string; quantity: number; rateCents: number }>,
  amounts: readonly number[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(invoiceLineItems).values(
    lines.map((line, position) => ({
      businessId: scope.businessId,
      invoiceId,
      description: line.description,
      quantity: line.quantity,
      rateCents: line.rateCents,
      amountCents: amounts[position],
      position,
    })),
  );
}

async function refuseEdit(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], scope: BusinessScope, invoiceId: string): Promise<never> {
  const [existing] = await tx
    .select({ status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.businessId, scope.businessId)));
  if (!existing) throw new DomainError("not_found", "Invoice not found");
  throw new DomainError("conflict", "Only a draft invoice can be edited");
}
