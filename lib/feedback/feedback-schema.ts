import { z } from "zod";
import { isUuid } from "@/lib/foundation/is-uuid";
import { optionalText } from "@/lib/validation/generic";
import { RATING_MESSAGE } from "./feedback-messages";

export { LOW_RATING, RATING_MESSAGE } from "./feedback-messages";

/** Portal: a customer rates one of their completed visits (1–5 stars, optional comment). */
export const rateVisitSchema = z.object({
  visitId: z.string({ error: "Visit not found" }).refine(isUuid, { message: "Visit not found" }),
  rating: z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  comment: optionalText({ max: 2000 }),
});
export type RateVisitInput = z.output<typeof rateVisitSchema>;

/** Admin: the business answers a review; the customer sees the reply in the portal. */
export const replyToReviewSchema = z.object({
  feedbackId: z.string({ error: "Review not found" }).refine(isUuid, { message: "Review not found" }),
  reply: z
    .string({ error: "Please enter a reply" })
    .trim()
    .min(1, "Please enter a reply")
    .max(2000, "Reply must be 2000 characters or fewer"),
});
export type ReplyToReviewInput = z.output<typeof replyToReviewSchema>;

/** The Reviews list's rating filter: one star value, or "low" (1–2 stars). */
export const REVIEW_FILTERS = ["1", "2", "3", "4", "5", "low"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export const parseReviewFilter = (value: string | undefined): ReviewFilter | null =>
  (REVIEW_FILTERS as readonly string[]).includes(value ?? "") ? (value as ReviewFilter) : null;
