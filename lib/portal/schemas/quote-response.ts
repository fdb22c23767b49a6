import { z } from "zod";
import { optionalText } from "@/lib/validation/generic";

/** Spec §5: the approve/decline comment is optional. */
export const quoteResponseSchema = z.object({
  comment: optionalText({ max: 1000 }),
});

export type QuoteDecision = "approve" | "decline";
