import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { quoteLineItems, quotes } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { displayDocumentNumber, displayRevision } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { loadQuoteFigures } from "@/lib/money/documents/load-document-figures";
import { priceDraftForCustomer } from "@/lib/money/documents/price-draft-for-customer";
import { auditRevision } from "@/lib/money/documents/revision-audit";
import { tellCustomerAboutDocument } from "@/lib/money/documents/tell-customer-about-document";
import type { QuoteRevision } from "./quote-builder-schema";
import { insertQuoteLines, quoteFields } from "./save-quote-draft";

const REFUSALS: Record<string, string> = {
  draft: "A draft quote is edited, not revised: change it and send it",
  approved: "This quote was approved; it can no longer be revised",
  declined: "This quote was declined; it can no longer be revised",
};

/**
 * A new revision of a sent quote the customer has not answered yet (issue 37): new lines,
 * discount, dates and terms for the same customer, priced again with the business's tax rate;
 * the revision number goes up ("Rev. 2") and the quote counts as sent again now. In one
 * transaction, under the quote's row lock (a customer's approval waits, then finds the quote it
 * approves): the old figures and the new go to the audit log (`quote.revised`), which is the
 * revision history. Then the customer is told (portal bell + email with the new figures).
 * An approved or declined quote is never edited (409).
 */
export async function reviseQuote(scope: BusinessScope, input: QuoteRevision, actor: MoneyActor): Promise<{ id: string; revision: number }> {
  const revised = await db.transaction(async (tx) => {
    const before = await loadQuoteFigures(tx, scope, input.quoteId, { lock: true });
    if (!before) throw new DomainError("not_found", "Quote not found");
    if (before.status !== "sent") throw new DomainError("conflict", REFUSALS[before.status] ?? "This quote can no longer be revised");
    const totals = await priceDraftForCustomer(tx, scope, { customerId: before.customerId, lineItems: input.lineItems, discountCents: input.discountCents });
    const [row] = await tx
      .update(quotes)
      .set({
        ...quoteFields(input, totals),
        revision: sql`${quotes.revision} + 1`,
        sentAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(quotes.id, before.id), eq(quotes.businessId, scope.businessId), eq(quotes.status, "sent")))
      .returning({ revision: quotes.revision });
    await tx.delete(quoteLineItems).where(and(eq(quoteLineItems.businessId, scope.businessId), eq(quoteLineItems.quoteId, before.id)));
    await insertQuoteLines(tx, scope, before.id, input.lineItems, totals.lineAmountsCents);
    const after = (await loadQuoteFigures(tx, scope, before.id))!;
    await auditRevision(tx, scope, actor, {
      kind: "quote",
      id: before.id,
      from: { revision: before.revision, figures: before.figures, heading: { title: before.title } },
      to: { revision: row.revision, figures: after.figures, heading: { title: after.title } },
    });
    return after;
  });
  const label = displayDocumentNumber(revised.quoteNumber, revised.id);
  const rev = displayRevision(revised.revision);
  await tellCustomerAboutDocument(
    { businessId: scope.businessId, customerId: revised.customerId },
    {
      kind: "quote",
      title: `Quote ${label} revised (${rev})`,
      body: `Quote ${label} "${revised.title}" has been revised (${rev}): it now totals ${formatCents(revised.figures.totalCents)} and is waiting for your response.`,
      portalPath: `/quotes/${revised.id}`,
      linkLabel: "Review quote",
      figures: revised.figures,
    },
  );
  return { id: revised.id, revision: revised.revision };
}
