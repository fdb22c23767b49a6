import { z } from "zod";
import { isUuid } from "@/lib/foundation/is-uuid";
import { optionalText } from "@/lib/validation/generic";

export const QUOTE_DECISIONS = ["approve", "decline"] as const;
export type QuoteDecision = (typeof QUOTE_DECISIONS)[number];

/** The comment of a decision: optional (spec §5). */
export const quoteCommentSchema = z.object({ comment: optionalText({ max: 1000 }) });

/** A customer's answer to a sent quote. An id that is not a quote's is simply "not found". */
export const quoteResponseSchema = quoteCommentSchema.extend({
  quoteId: z.string({ error: "Quote not found" }).refine(isUuid, { message: "Quote not found" }),
  decision: z.enum(QUOTE_DECISIONS, { error: "Invalid value" }),
});
