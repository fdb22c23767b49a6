import "server-only";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { convertQuoteToContract } from "@/lib/quotes/conversions/convert-quote-to-contract";
import type { Conversion } from "@/lib/quotes/conversions/convert-quote";
import type { CreateContractInput } from "./contract-builder-schema";
import { insertDraftContract } from "./insert-draft-contract";

/**
 * A draft contract, from an approved quote or from terms text (the contracts page's form and
 * POST /api/v1/contracts). From a quote it is that quote's one conversion — the same path as the
 * quote page's "Create contract" and POST /api/v1/quotes/{id}/contract — so a second attempt, or
 * ten at once, answers the contract already made (`created: false`) and the quote lists it
 * (issue 37). From terms every call makes a new one.
 */
export async function createContract(scope: BusinessScope, input: CreateContractInput, actor: MoneyActor): Promise<Conversion> {
  if (input.source === "quote") return convertQuoteToContract(scope, { quoteId: input.quoteId, endDate: input.endDate ?? null }, actor);
  const contract = await db.transaction((tx) => insertDraftContract(tx, scope, input));
  return { id: contract.id, created: true };
}
