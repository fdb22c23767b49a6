"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { convertQuoteToContract } from "@/lib/quotes/conversions/convert-quote-to-contract";
import { quoteIdSchema } from "@/lib/quotes/quote-builder-schema";

/** An approved quote's one contract: made the first time, the same one after (needs manage_quotes). */
export const createContractFromQuoteAction = staffAction(
  "manage_quotes",
  quoteIdSchema,
  async (input, staff) => {
    const conversion = await convertQuoteToContract(staff, input, {
      type: "staff",
      userId: staff.userId,
      ip: staff.request.ip,
    });
    revalidatePath(`/admin/quotes/${input.quoteId}`);
    revalidatePath("/admin/contracts");
    return conversion;
  },
  { fallback: "Failed to create the contract" },
);
