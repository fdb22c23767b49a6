import { defineOperation } from "@/lib/api/openapi/define-operation";
import { jobJson } from "@/lib/api/v1/jobs/jobs-schema";
import { contractJson } from "./contract-api";
import { invoiceJson } from "./invoice-api";

/**
 * POST /quotes/{id}/{job|contract|invoice}: an approved quote's one job, contract or invoice
 * (issue 37). 201 with the new object the first time; 200 with the same object on every later
 * call, however many race; 409 `conflict` unless the quote is approved.
 */
const tag = "Quotes";
const once =
  "Each quote becomes at most one of these: the first call creates it (201), every later call answers the same object (200). 409 `conflict` unless the quote is approved.";

export const createJobFromQuoteOperation = defineOperation({
  method: "post",
  path: "/quotes/{id}/job",
  summary: "Create the job of an approved quote",
  description: `The job is filled from the quote: its customer and their primary property, the service its lines name (and its repeat when the service recurs), the price of that line (else the quote's amount before tax); it starts the next day at 09:00 in the business's time zone. ${once}`,
  tag,
  permission: "manage_schedule",
  response: jobJson,
  successStatus: 201,
  existingStatus: 200,
});

export const createContractFromQuoteOperation = defineOperation({
  method: "post",
  path: "/quotes/{id}/contract",
  summary: "Create the contract of an approved quote",
  description: `A draft contract whose text carries the quote's lines, figures and terms. ${once}`,
  tag,
  permission: "manage_quotes",
  response: contractJson,
  successStatus: 201,
  existingStatus: 200,
});

export const createInvoiceFromQuoteOperation = defineOperation({
  method: "post",
  path: "/quotes/{id}/invoice",
  summary: "Create the invoice of an approved quote",
  description: `A draft invoice with the quote's lines, discount and tax as approved. ${once}`,
  tag,
  permission: "manage_invoices",
  response: invoiceJson,
  successStatus: 201,
  existingStatus: 200,
});

/** 201 for the call that made it, 200 for every later one. */
export function conversionStatus(conversion: { created: boolean }): 200 | 201 {
  return conversion.created ? 201 : 200;
}
