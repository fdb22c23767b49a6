import "server-only";
import { and, eq } from "drizzle-orm";
import { quotes } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { insertDraftInvoice } from "@/lib/money/invoices/save-invoice-draft";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { quoteFigures } from "@/lib/money/documents/figures-of-rows";
import { quoteFigureColumns } from "@/lib/money/documents/figures-sql";
import { creditQuoteDeposits } from "../../money/deposits/credit-quote-deposits";
import { convertQuote, type Conversion } from "./convert-quote";

/**
 * An approved quote's one invoice: a draft with the quote's lines, discount and tax exactly as
 * the customer approved them — the quote's own computed figures, not a new computation at
 * today's tax rate — linked to the quote (invoices.quote_id). Sending it is the usual step.
 */
export async function convertQuoteToInvoice(scope: BusinessScope, input: { quoteId: string }, actor: MoneyActor): Promise<Conversion> {
  return convertQuote(scope, { quoteId: input.quoteId, kind: "invoice" }, actor, async (tx, quote) => {
    const [row] = await tx
      .select({ id: quotes.id, title: quotes.title, ...quoteFigureColumns() })
      .from(quotes)
      .where(and(eq(quotes.id, quote.id), eq(quotes.businessId, scope.businessId)));
    const figures = quoteFigures(row);
    const lines = figures.itemized ? figures.lines : [];
    const invoice = await insertDraftInvoice(
      tx,
      scope,
      {
        customerId: quote.customerId,
        quoteId: quote.id,
        description: quote.title,
        lineItems: lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          rateCents: line.rateCents,
        })),
        discountCents: figures.discountCents,
        dueDate: null,
        notes: quote.notes,
        paymentInstructions: null,
      },
      {
        lineAmountsCents: lines.map((line) => line.amountCents),
        subtotalCents: figures.subtotalCents,
        discountCents: figures.discountCents,
        taxAmountCents: figures.taxCents,
        totalCents: figures.totalCents,
      },
    );
    await creditQuoteDeposits(tx, scope, { quoteId: quote.id, invoiceId: invoice.id });
    return invoice.id;
  });
}
