import { z } from "zod";
import { discountCentsSchema, lineItemsSchema, optionalDateSchema, optionalTextSchema } from "@/lib/money/documents/line-items-schema";

/** The quote builder's input (client-safe): a new draft, or changes to a draft (quoteId). */
export const quoteDraftSchema = z.object({
  quoteId: z.uuid().nullish(),
  customerId: z.uuid("Choose a customer"),
  title: z.string().trim().min(1, "Title is required").max(200, "Title can be at most 200 characters"),
  lineItems: lineItemsSchema,
  discountCents: discountCentsSchema,
  validUntil: optionalDateSchema,
  terms: optionalTextSchema(10000, "Terms"),
  notes: optionalTextSchema(5000, "Notes"),
  /** A deposit asked on approval (issue 37 item 3): a fixed amount in cents, or basis points of the total — at most one. */
  depositAmountCents: z.number().int().positive("The deposit must be more than $0.00").max(100_000_000).nullish(),
  depositPercentBps: z.number().int().min(1, "The deposit percent must be more than 0").max(10000, "The deposit percent can be at most 100").nullish(),
});

/** A deposit is asked as an amount or a percent, never both (quoteFields refuses both with this message). */
export const DEPOSIT_BOTH_MESSAGE = "Ask for a deposit as an amount or a percent, not both";
export type QuoteDraftInput = z.input<typeof quoteDraftSchema>;
export type QuoteDraft = z.output<typeof quoteDraftSchema>;

export const quoteIdSchema = z.object({ quoteId: z.uuid("Quote not found") });

/** A revision of a sent quote (issue 37): the builder's fields for the same customer — who it is for never changes. */
export const quoteRevisionSchema = quoteDraftSchema.omit({ quoteId: true, customerId: true }).extend({ quoteId: z.uuid("Quote not found") });
export type QuoteRevision = z.output<typeof quoteRevisionSchema>;
