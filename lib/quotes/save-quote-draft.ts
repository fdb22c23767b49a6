import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, type Tx } from "@/db/client";
import { quoteLineItems, quotes } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { allocateDocumentNumber } from "@/lib/money/documents/allocate-document-number";
import type { DocumentTotals } from "@/lib/money/documents/document-totals";
import { priceDraftForCustomer } from "@/lib/money/documents/price-draft-for-customer";
import { DEPOSIT_BOTH_MESSAGE, type QuoteDraft } from "./quote-builder-schema";

/**
 * Creates a draft quote, or rewrites a draft (never one the customer has seen). Totals are
 * computed here in integer cents from the line items, the discount and the business's tax
 * rate; whatever the browser previewed is ignored.
 */
export async function saveQuoteDraft(scope: BusinessScope, input: QuoteDraft): Promise<{ id: string; quoteNumber: string }> {
  return db.transaction((tx) => saveQuoteDraftInTransaction(tx, scope, input));
}

/** The same, inside the caller's transaction (a service request becomes a quote draft in the same commit). */
export async function saveQuoteDraftInTransaction(tx: Tx, scope: BusinessScope, input: QuoteDraft): Promise<{ id: string; quoteNumber: string }> {
  const totals = await priceDraftForCustomer(tx, scope, input);
  const values = { customerId: input.customerId, ...quoteFields(input, totals) };
  let quote: { id: string; quoteNumber: string | null };
  if (input.quoteId) {
    const [updated] = await tx
      .update(quotes)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(quotes.id, input.quoteId), eq(quotes.businessId, scope.businessId), eq(quotes.status, "draft")))
      .returning({ id: quotes.id, quoteNumber: quotes.quoteNumber });
    if (!updated) await refuseEdit(tx, scope, input.quoteId);
    quote = updated;
    await tx.delete(quoteLineItems).where(and(eq(quoteLineItems.businessId, scope.businessId), eq(quoteLineItems.quoteId, quote.id)));
  } else {
    const quoteNumber = await allocateDocumentNumber(tx, scope.businessId, "quote");
    [quote] = await tx
      .insert(quotes)
      .values({ ...values, businessId: scope.businessId, quoteNumber, status: "draft" })
      .returning({ id: quotes.id, quoteNumber: quotes.quoteNumber });
  }
  await insertQuoteLines(tx, scope, quote.id, input.lineItems, totals.lineAmountsCents);
  return { id: quote.id, quoteNumber: quote.quoteNumber ?? "" };
}

/** A quote's columns from the builder's fields and the totals computed for them (a draft, or a revision). */
export function quoteFields(input: Pick<QuoteDraft, "title" | "validUntil" | "terms" | "notes"> & Partial<Pick<QuoteDraft, "depositAmountCents" | "depositPercentBps">>, totals: DocumentTotals) {
  const depositAmountCents = input.depositAmountCents ?? null;
  const depositPercentBps = input.depositPercentBps ?? null;
  if (depositAmountCents !== null && depositPercentBps !== null) throw new DomainError("unprocessable", DEPOSIT_BOTH_MESSAGE, { field: "depositPercentBps" });
  return {
    depositAmountCents,
    depositPercentBps,
    title: input.title,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    taxAmountCents: totals.taxAmountCents,
    totalAmountCents: totals.totalCents,
    validUntil: input.validUntil,
    terms: input.terms,
    notes: input.notes,
  };
}

export async function insertQuoteLines(
  tx: Tx,
  scope: BusinessScope,
  quoteId: string,
  lines: ReadonlyArray<{ description: string; quantity: number; rateCents: number }>,
  amounts: readonly number[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(quoteLineItems).values(
    lines.map((line, position) => ({
      businessId: scope.businessId,
      quoteId,
      description: line.description,
      quantity: line.quantity,
      rateCents: line.rateCents,
      amountCents: amounts[position],
      position,
    })),
  );
}

async function refuseEdit(tx: Tx, scope: BusinessScope, quoteId: string): Promise<never> {
  const [existing] = await tx.select({ status: quotes.status }).from(quotes).where(and(eq(quotes.id, quoteId), eq(quotes.businessId, scope.businessId)));
  if (!existing) throw new DomainError("not_found", "Quote not found");
  throw new DomainError("conflict", "Only a draft quote can be edited");
}
