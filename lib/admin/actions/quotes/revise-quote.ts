"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { quoteRevisionSchema } from "@/lib/quotes/quote-builder-schema";
import { reviseQuote } from "@/lib/quotes/revise-quote";

/** Revises a sent, unanswered quote: a new revision, audited, the customer told (needs manage_quotes). */
export const reviseQuoteAction = staffAction(
  "manage_quotes",
  quoteRevisionSchema,
  async (input, staff) => {
    const revised = await reviseQuote(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/quotes");
    return revised;
  },
  { fallback: "Failed to revise quote" },
);
