"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { duplicateQuote } from "@/lib/quotes/duplicate-quote";
import { quoteIdSchema } from "@/lib/quotes/quote-builder-schema";

/** A new draft copied from any quote of the business (needs manage_quotes). */
export const duplicateQuoteAction = staffAction(
  "manage_quotes",
  quoteIdSchema,
  async (input, staff) => {
    const copy = await duplicateQuote(staff, input);
    revalidatePath("/admin/quotes");
    return copy;
  },
  { fallback: "Failed to duplicate quote" },
);
