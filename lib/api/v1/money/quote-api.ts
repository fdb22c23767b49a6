import { z } from "zod";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import { depositToJson } from "@/lib/money/deposits/deposit-json";
import type { AdminQuoteDetail } from "@/lib/quotes/admin-quote-views";
import { centsToDollars, dateOnly, figuresToJson, lineItemJson, lineItemsBody, lineItemToJson } from "./money-json";

/** Spec §3 "Quote", snake_case, dollars. `status` is the stored status; `expired` says whether valid_until has passed. */
export const quoteJson = z.object({
  id: z.uuid(),
  quote_number: z.string().nullable(),
  customer_id: z.uuid(),
  location_id: z.uuid().describe("The customer's location"),
  title: z.string(),
  status: z.enum(["draft", "sent", "approved", "declined"]),
  expired: z.boolean(),
  revision: z.number().int().min(1),
  subtotal: z.number(),
  discount: z.number(),
  tax_amount: z.number(),
  total_amount: z.number(),
  /** The deposit asked on approval, computed from the quote's amount or percent (issue 37); null when none is asked. */
  deposit_amount: z.number().nullable(),
  /** What the quote's deposits brought in and what of them went back to the customer, in dollars (0 when none). */
  deposit_paid: z.number(),
  deposit_refunded: z.number(),
  /** What of the asked deposit is still to pay (0 once paid, or once the business refunded one); null when none is asked. */
  deposit_due: z.number().nullable(),
  valid_until: z.string().nullable(),
  terms: z.string().nullable(),
  notes: z.string().nullable(),
  customer_comment: z.string().nullable(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  responded_at: z.iso.datetime().nullable(),
  line_items: z.array(lineItemJson),
});

/** List items leave out the lines; GET /quotes/{id} has them. Both state the figures' totals. */
export const quoteSummaryJson = quoteJson.omit({ line_items: true });

export function quoteToJson(quote: AdminQuoteDetail): z.infer<typeof quoteJson> {
  return { ...quoteSummaryToJson(quote), line_items: quote.figures.lines.map(lineItemToJson) };
}

export function quoteSummaryToJson(quote: Omit<AdminQuoteDetail, "customerName">): z.infer<typeof quoteSummaryJson> {
  return {
    id: quote.id,
    quote_number: quote.quoteNumber,
    customer_id: quote.customerId,
    location_id: quote.locationId,
    title: quote.title,
    status: quote.status as z.infer<typeof quoteJson>["status"],
    expired: quote.state === "expired",
    revision: quote.revision,
    ...figuresToJson(quote.figures),
    total_amount: centsToDollars(quote.figures.totalCents),
    ...depositToJson(quote.figures),
    valid_until: quote.validUntil,
    terms: quote.terms,
    notes: quote.notes,
    customer_comment: quote.customerComment,
    created_at: quote.createdAt,
    sent_at: quote.sentAt,
    responded_at: quote.respondedAt,
  };
}

export const quoteListQuery = listQuery.extend({ status: z.enum(["draft", "sent", "approved", "declined"]).optional() });

export const createQuoteBody = z.object({
  customer_id: z.uuid("must be a customer id"),
  title: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  line_items: lineItemsBody,
  discount: z.number().min(0).max(1_000_000).default(0),
  valid_until: dateOnly.nullish(),
  terms: z.string().max(10_000).nullish(),
  notes: z.string().max(5000).nullish(),
  /** A fixed deposit in dollars, or `deposit_percent` of the total (0–100, two decimals) — at most one. */
  deposit_amount: z.number().positive("must be greater than 0").max(1_000_000).nullish(),
  deposit_percent: z.number().positive("must be greater than 0").max(100, "must be at most 100").nullish(),
});

const tag = "Quotes";
export const listQuotesOperation = defineOperation({ method: "get", path: "/quotes", summary: "List quotes, newest first", tag, permission: "manage_quotes", query: quoteListQuery, response: quoteSummaryJson, list: true });
export const createQuoteOperation = defineOperation({
  method: "post",
  path: "/quotes",
  summary: "Create a draft quote",
  description: "Totals are computed from the line items with the business's tax rate.",
  tag,
  permission: "manage_quotes",
  body: createQuoteBody,
  response: quoteJson,
  successStatus: 201,
});
export const getQuoteOperation = defineOperation({ method: "get", path: "/quotes/{id}", summary: "One quote", tag, permission: "manage_quotes", response: quoteJson });
export const sendQuoteOperation = defineOperation({
  method: "post",
  path: "/quotes/{id}/send",
  summary: "Send a draft quote to its customer (portal notification and email)",
  tag,
  permission: "manage_quotes",
  response: quoteJson,
});
