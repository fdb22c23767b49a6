import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { contracts, customers, quotes } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { allocateDocumentNumber } from "@/lib/money/documents/allocate-document-number";
import { quoteFigures } from "@/lib/money/documents/figures-of-rows";
import { quoteFigureColumns } from "@/lib/money/documents/figures-sql";
import { contractTextFromQuote } from "./contract-text-from-quote";
import type { CreateContractInput } from "./contract-builder-schema";

/**
 * A draft contract, inside the caller's transaction. From an approved quote, the agreement's
 * text is written from the quote's figures — its lines, subtotal, discount, tax and total — and
 * terms, so what the customer signs is what they approved (contract-text-from-quote.ts); from
 * terms, the staff's text is used as given. Either way the content is fixed text whose SHA-256
 * the signature records (sign-contract.ts). A quote's contract is made only through its one
 * conversion (lib/quotes/conversions/convert-quote-to-contract.ts, which create-contract.ts calls),
 * so it is made once and the quote lists it.
 */
export async function insertDraftContract(tx: Tx, scope: BusinessScope, input: CreateContractInput): Promise<{ id: string; contractNumber: string }> {
  let values: { customerId: string; quoteId: string | null; title: string; content: string; terms: string | null; totalAmountCents: number };
  if (input.source === "quote") {
    const [quote] = await tx
      .select({
        id: quotes.id,
        customerId: quotes.customerId,
        quoteNumber: quotes.quoteNumber,
        title: quotes.title,
        status: quotes.status,
        terms: quotes.terms,
        ...quoteFigureColumns(),
      })
      .from(quotes)
      .where(and(eq(quotes.id, input.quoteId), eq(quotes.businessId, scope.businessId)));
    if (!quote) throw new DomainError("not_found", "Quote not found");
    if (quote.status !== "approved") throw new DomainError("conflict", "Only an approved quote can become a contract");
    const label = displayDocumentNumber(quote.quoteNumber, quote.id);
    const figures = quoteFigures(quote, "contract");
    const content = contractTextFromQuote({ title: quote.title, label, figures, terms: quote.terms }, input.endDate);
    values = { customerId: quote.customerId, quoteId: quote.id, title: quote.title, content, terms: quote.terms, totalAmountCents: figures.totalCents };
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
}
