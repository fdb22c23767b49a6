import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, inWriteTransaction } from "@/db/client";
import { quoteLineItems, quotes } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { centsToDollars, formatCents } from "@/lib/format/money";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { loadQuoteFigures } from "@/lib/money/documents/load-document-figures";
import { tellCustomerAboutDocument } from "@/lib/money/documents/tell-customer-about-document";

/**
 * draft → sent ('Pending Response') in one guarded UPDATE, then the customer gets a portal
 * notification and an email linking to the portal's quote page, where they approve or
 * decline it (lib/quotes/respond-to-quote.ts).
 */
export async function sendQuote(scope: BusinessScope, input: { quoteId: string }): Promise<{ id: string; status: "sent" }> {
  // The write, its notices and its webhook event commit together (the outbox, emit-webhook-event.ts).
  return inWriteTransaction(() => sendQuoteInTransaction(scope, input));
}

async function sendQuoteInTransaction(scope: BusinessScope, input: { quoteId: string }): Promise<{ id: string; status: "sent" }> {
  const [hasLines] = await db
    .select({ id: quoteLineItems.id })
    .from(quoteLineItems)
    .where(and(eq(quoteLineItems.businessId, scope.businessId), eq(quoteLineItems.quoteId, input.quoteId)))
    .limit(1);
  const [row] = hasLines
    ? await db
        .update(quotes)
        .set({ status: "sent", sentAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(quotes.id, input.quoteId), eq(quotes.businessId, scope.businessId), eq(quotes.status, "draft")))
        .returning({ id: quotes.id, customerId: quotes.customerId, quoteNumber: quotes.quoteNumber, title: quotes.title })
    : [];
  if (!row) {
    const [existing] = await db.select({ status: quotes.status }).from(quotes).where(and(eq(quotes.id, input.quoteId), eq(quotes.businessId, scope.businessId)));
    if (!existing) throw new DomainError("not_found", "Quote not found");
    if (existing.status !== "draft") throw new DomainError("conflict", "This quote has already been sent");
    throw new DomainError("unprocessable", "Add at least one line item before sending");
  }
  const label = displayDocumentNumber(row.quoteNumber, row.id);
  // The email states the quote's figures: the same totals block as the portal and the PDF.
  const figures = (await loadQuoteFigures(db, scope, row.id))!.figures;
  await tellCustomerAboutDocument(
    { businessId: scope.businessId, customerId: row.customerId },
    {
      kind: "quote",
      title: `New quote ${label}`,
      body: `Quote ${label} "${row.title}" for ${formatCents(figures.totalCents)} is waiting for your response.`,
      portalPath: `/quotes/${row.id}`,
      linkLabel: "Review quote",
      figures,
    },
  );
  await emitWebhookEvent({
    businessId: scope.businessId,
    type: "quote.sent",
    data: { quote: { id: row.id, quote_number: row.quoteNumber, customer_id: row.customerId, title: row.title, total_amount: centsToDollars(figures.totalCents), status: "sent" } },
  });
  return { id: row.id, status: "sent" };
}
