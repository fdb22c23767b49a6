import "server-only";
import { insertDraftContract } from "@/lib/contracts/insert-draft-contract";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { convertQuote, type Conversion } from "./convert-quote";

/**
 * An approved quote's one contract: the draft the contract builder makes from a quote (its
 * figures and terms become the text). The end date, when given, is written into the text of the
 * contract this call makes; a later call answers the contract already made, as it is.
 */
export async function convertQuoteToContract(
  scope: BusinessScope,
  input: { quoteId: string; endDate?: string | null },
  actor: MoneyActor,
): Promise<Conversion> {
  return convertQuote(scope, { quoteId: input.quoteId, kind: "contract" }, actor, async (tx, quote) => {
    const contract = await insertDraftContract(tx, scope, {
      source: "quote",
      quoteId: quote.id,
      endDate: input.endDate || null,
    });
    return contract.id;
  });
}
