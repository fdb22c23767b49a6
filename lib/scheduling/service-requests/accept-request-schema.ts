import { z } from "zod";
import { quoteDraftSchema } from "@/lib/quotes/quote-builder-schema";
import { optionalText } from "@/lib/validation/generic";
import { jobFieldsSchema } from "../jobs/job-schema";

/**
 * Accepting a portal request into work (client-safe): the job form's or the quote builder's
 * fields, minus the customer (always the request's own), plus the request and an optional
 * message to the customer.
 */
const requestAnswer = {
  requestId: z.uuid({ error: "Service request not found" }),
  message: optionalText({ max: 1000 }),
};

export const acceptRequestIntoJobSchema = jobFieldsSchema.omit({ customerId: true }).extend(requestAnswer);
export type AcceptRequestIntoJobInput = z.output<typeof acceptRequestIntoJobSchema>;

export const acceptRequestIntoQuoteSchema = quoteDraftSchema.omit({ quoteId: true, customerId: true }).extend(requestAnswer);
export type AcceptRequestIntoQuoteInput = z.output<typeof acceptRequestIntoQuoteSchema>;

