import { contractToJson } from "@/lib/api/v1/money/contract-api";
import { conversionStatus } from "@/lib/api/v1/money/quote-conversion-api";
import { listContractsPage } from "@/lib/contracts/list-contracts-page";
import { apiRoute } from "@/lib/core/routes/api-route";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { convertQuoteToContract } from "@/lib/quotes/conversions/convert-quote-to-contract";

/** POST /api/v1/quotes/{id}/contract — the approved quote's one contract: 201 when made, 200 after (manage_quotes). */
export const POST = apiRoute("manage_quotes", {}, async (_request, { scope, params, apiKeyId }) => {
  const id = String(params.id);
  if (!isUuid(id)) throw new DomainError("not_found", "Quote not found");
  const conversion = await convertQuoteToContract(scope, { quoteId: id }, { type: "api_key", apiKeyId });
  const [contract] = await listContractsPage(scope, {
    limit: 1,
    contractId: conversion.id,
  });
  return Response.json(contractToJson(contract), {
    status: conversionStatus(conversion),
  });
});
