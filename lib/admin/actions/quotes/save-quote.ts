"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { quoteDraftSchema } from "@/lib/quotes/quote-builder-schema";
import { saveQuoteDraft } from "@/lib/quotes/save-quote-draft";

/** Quote builder: create or update a draft quote (needs manage_quotes). */
export const saveQuoteAction = staffAction(
  "manage_quotes",
  quoteDraftSchema,
  async (input, staff) => {
    const saved = await saveQuoteDraft(staff, input);
    revalidatePath("/admin/quotes");
    return saved;
  },
  { fallback: "Failed to save quote" },
);
