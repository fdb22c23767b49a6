"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { quoteIdSchema } from "@/lib/quotes/quote-builder-schema";
import { sendQuote } from "@/lib/quotes/send-quote";

/** Sends a draft quote to its customer: portal notification and email (needs manage_quotes). */
export const sendQuoteAction = staffAction(
  "manage_quotes",
  quoteIdSchema,
  async (input, staff) => {
    const sent = await sendQuote(staff, input);
    revalidatePath("/admin/quotes");
    return sent;
  },
  { fallback: "Failed to send quote" },
);
