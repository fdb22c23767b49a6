import "server-only";
import { createContractInTransaction } from "@/lib/contracts/create-contract";
import type { BusinessScope } from "@/lib/core/scope";
import type { MoneyActor } from "@/lib/invoices/money-actor";
import { convertQuote, type Conversion } from "./convert-quote";

/** An approved quote's one contract: the draft the contract builder makes from a quote (its figures and terms become the text). */
export async function convertQuoteToContract(scope: BusinessScope, input: { quoteId: string }, actor: MoneyActor): Promise<Conversion> {
  return convertQuote(scope, { quoteId: input.quoteId, kind: "contract" }, actor, async (tx, quote) => {
    const contract = await createContractInTransaction(tx, scope, {
      source: "quote",
      quoteId: quote.id,
      endDate: null,
    });
    return contract.id;
  });
}
