import { decodeCursor, pageOf } from "@/lib/api/pagination";
import { contractInputFromApi, contractListQuery, contractToJson, createContractBody } from "@/lib/api/v1/money/contract-api";
import { conversionStatus } from "@/lib/api/v1/money/quote-conversion-api";
import { createContract } from "@/lib/contracts/create-contract";
import { listContractsPage } from "@/lib/contracts/list-contracts-page";
import { DomainError } from "@/lib/foundation/domain-error";
import { apiRoute } from "@/lib/core/routes/api-route";

/** GET /api/v1/contracts — newest first, cursor pages (manage_quotes). */
export const GET = apiRoute("manage_quotes", { query: contractListQuery }, async (_request, { scope, query }) => {
  const after = decodeCursor(query.cursor);
  if (after && (after.length !== 2 || typeof after[0] !== "string" || typeof after[1] !== "string")) throw new DomainError("invalid", "cursor is not valid");
  const rows = await listContractsPage(scope, { limit: query.limit, after: after as [string, string] | null, status: query.status });
  return Response.json(pageOf(rows, query.limit, (row) => [row.cursorAt, row.id], contractToJson));
});

/**
 * POST /api/v1/contracts — a draft, from an approved quote or from the business's own terms
 * (manage_quotes). From a quote it is the quote's one contract, as POST /quotes/{id}/contract:
 * 201 when made, 200 with the same object after.
 */
export const POST = apiRoute("manage_quotes", { body: createContractBody }, async (_request, { scope, body, apiKeyId }) => {
  const conversion = await createContract(scope, contractInputFromApi(body), { type: "api_key", apiKeyId });
  const [contract] = await listContractsPage(scope, { limit: 1, contractId: conversion.id });
  return Response.json(contractToJson(contract), { status: conversionStatus(conversion) });
});
