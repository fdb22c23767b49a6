import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { contracts, customers, quoteLineItems, quotes } from "@/db/schema";
import { DomainError } from "@/lib/core/domain-error";
import type { BusinessScope } from "@/lib/core/scope";
import { formatLongDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { allocateDocumentNumber } from "@/lib/money/allocate-document-number";
import type { CreateContractInput } from "./contract-builder-schema";

/**
 * A draft contract. From an approved quote, the agreement's text is written from the quote —
 * its lines, total and terms — so what the customer signs is what they approved; from terms,
 * the staff's text is used as given. Either way the content is fixed text whose SHA-256 the
 * signature records (sign-contract.ts).
 */
export async function createContract(scope: BusinessScope, input: CreateContractInput): Promise<{ id: string; contractNumber: string }> {
  return db.transaction(async (tx) => {
    let values: { customerId: string; quoteId: string | null; title: string; content: string; terms: string | null; totalAmountCents: number };
    if (input.source === "quote") {
      const [quote] = await tx.select().from(quotes).where(and(eq(quotes.id, input.quoteId), eq(quotes.businessId, scope.businessId)));
      if (!quote) throw new DomainError("not_found", "Quote not found");
      if (quote.status !== "approved") throw new DomainError("conflict", "Only an approved quote can become a contract");
      const lines = await tx
        .select()
        .from(quoteLineItems)
        .where(and(eq(quoteLineItems.businessId, scope.businessId), eq(quoteLineItems.quoteId, quote.id)))
        .orderBy(asc(quoteLineItems.position));
      const label = displayDocumentNumber(quote.quoteNumber, quote.id);
      const content = [
        `${quote.title}`,
        "",
        `This agreement covers the work of quote ${label}, approved by the customer:`,
        ...lines.map((line) => `- ${line.description}: ${line.quantity} × ${formatCents(line.rateCents)} = ${formatCents(line.amountCents)}`),
        "",
        `Total: ${formatCents(quote.totalAmountCents)} (including ${formatCents(quote.taxAmountCents)} tax).`,
        // Spec §9: long-form dates in documents ("November 30, 2027", never "2027-11-30").
        input.endDate ? `This agreement ends on ${formatLongDate(input.endDate)}.` : null,
        quote.terms ? `\nTerms\n${quote.terms}` : null,
      ]
        .filter((part) => part !== null)
        .join("\n");
      values = { customerId: quote.customerId, quoteId: quote.id, title: quote.title, content, terms: quote.terms, totalAmountCents: quote.totalAmountCents };
    } else {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, input.customerId), eq(customers.businessId, scope.businessId)));
      if (!customer) throw new DomainError("not_found", "Customer not found", { field: "customerId" });
      values = { customerId: customer.id, quoteId: null, title: input.title, content: input.content, terms: null, totalAmountCents: input.totalAmountCents };
    }
    const contractNumber = await allocateDocumentNumber(tx, scope.businessId, "contract");
    const [row] = await tx
      .insert(contracts)
      .values({ ...values, businessId: scope.businessId, contractNumber, status: "draft" })
      .returning({ id: contracts.id });
    return { id: row.id, contractNumber };
  });
}
