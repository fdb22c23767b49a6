import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { quoteLineItems, quotes } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { allocateDocumentNumber } from "@/lib/money/documents/allocate-document-number";
import { insertQuoteLines } from "./save-quote-draft";

/** A new draft with the same customer, lines, amounts and texts as any quote of the business. */
export async function duplicateQuote(scope: BusinessScope, input: { quoteId: string }): Promise<{ id: string; quoteNumber: string }> {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(quotes).where(and(eq(quotes.id, input.quoteId), eq(quotes.businessId, scope.businessId)));
    if (!source) throw new DomainError("not_found", "Quote not found");
    const lines = await tx
      .select()
      .from(quoteLineItems)
      .where(and(eq(quoteLineItems.businessId, scope.businessId), eq(quoteLineItems.quoteId, source.id)))
      .orderBy(asc(quoteLineItems.position));
    const quoteNumber = await allocateDocumentNumber(tx, scope.businessId, "quote");
    const [copy] = await tx
      .insert(quotes)
      .values({
        businessId: scope.businessId,
        customerId: source.customerId,
        quoteNumber,
        title: source.title,
        status: "draft",
        subtotalCents: source.subtotalCents,
        discountCents: source.discountCents,
        taxAmountCents: source.taxAmountCents,
        totalAmountCents: source.totalAmountCents,
        // The copy is a new offer: its validity is set when it is edited or sent.
        validUntil: null,
        terms: source.terms,
        notes: source.notes,
        // The deposit asked is part of the offer; deposits received stay with the original.
        depositAmountCents: source.depositAmountCents,
        depositPercentBps: source.depositPercentBps,
      })
      .returning({ id: quotes.id });
    await insertQuoteLines(tx, scope, copy.id, lines, lines.map((line) => line.amountCents));
    return { id: copy.id, quoteNumber };
  });
}
