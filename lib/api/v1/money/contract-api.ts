import { z } from "zod";
import { CONTRACT_STATUSES } from "@/db/schema/enums";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import type { ContractPageRow } from "@/lib/contracts/list-contracts-page";
import { centsToDollars, dateOnly, dollarsToCents, figuresToJson, lineItemJson, lineItemToJson } from "./money-json";

/** Spec §3 "Contract", snake_case, dollars; `content` is the text the customer signs (its SHA-256 is on the signature). */
export const contractJson = z.object({
  id: z.uuid(),
  contract_number: z.string().nullable(),
  customer_id: z.uuid(),
  quote_id: z.uuid().nullable(),
  title: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  /** From a quote: the quote's figures; from terms: subtotal = total, no discount or tax, no lines. */
  subtotal: z.number(),
  discount: z.number(),
  tax_amount: z.number(),
  total_amount: z.number(),
  line_items: z.array(lineItemJson),
  terms: z.string().nullable(),
  content: z.string().nullable(),
  created_at: z.iso.datetime(),
  signed_date: z.iso.datetime().nullable(),
});

export function contractToJson(row: ContractPageRow): z.infer<typeof contractJson> {
  return {
    id: row.id,
    contract_number: row.contractNumber,
    customer_id: row.customerId,
    quote_id: row.quoteId,
    title: row.title,
    status: row.status as z.infer<typeof contractJson>["status"],
    ...figuresToJson(row.figures),
    total_amount: centsToDollars(row.figures.totalCents),
    line_items: row.figures.itemized ? row.figures.lines.map(lineItemToJson) : [],
    terms: row.terms,
    content: row.content,
    created_at: row.createdAt,
    signed_date: row.signedDate,
  };
}

export const contractListQuery = listQuery.extend({ status: z.enum(CONTRACT_STATUSES).optional() });

/** From an approved quote (its lines and terms become the agreement), or a customer, a title and the text. */
export const createContractBody = z.union([
  z.object({ quote_id: z.uuid("must be a quote id"), end_date: dateOnly.nullish() }).strict(),
  z
    .object({
      customer_id: z.uuid("must be a customer id"),
      title: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
      content: z.string().trim().min(1, "is required").max(50_000, "must be at most 50000 characters"),
      total_amount: z.number().min(0).max(10_000_000).default(0),
    })
    .strict(),
]);

/** The body in the domain's own terms (lib/contracts/contract-builder-schema.ts). */
export function contractInputFromApi(body: z.output<typeof createContractBody>) {
  return "quote_id" in body
    ? { source: "quote" as const, quoteId: body.quote_id, endDate: body.end_date ?? null }
    : { source: "terms" as const, customerId: body.customer_id, title: body.title, content: body.content, totalAmountCents: dollarsToCents(body.total_amount) };
}

const tag = "Contracts";
export const listContractsOperation = defineOperation({ method: "get", path: "/contracts", summary: "List contracts, newest first", tag, permission: "manage_quotes", query: contractListQuery, response: contractJson, list: true });
export const createContractOperation = defineOperation({
  method: "post",
  path: "/contracts",
  summary: "Create a draft contract",
  description:
    "Either `{ quote_id, end_date? }` from an approved quote, or `{ customer_id, title, content, total_amount? }` from your own terms. A quote becomes at most one contract (as `POST /quotes/{id}/contract`): the first call creates it (201), every later call answers the same object (200).",
  tag,
  permission: "manage_quotes",
  body: createContractBody,
  response: contractJson,
  successStatus: 201,
  existingStatus: 200,
});
export const sendContractOperation = defineOperation({
  method: "post",
  path: "/contracts/{id}/send",
  summary: "Send a draft contract for signature",
  description: "draft → sent ('Awaiting Signature'); the customer gets a portal notification and an email.",
  tag,
  permission: "manage_quotes",
  response: contractJson,
});
