"use server";

import { revalidatePath } from "next/cache";
import { createContract } from "@/lib/contracts/create-contract";
import { createContractSchema } from "@/lib/contracts/contract-builder-schema";
import { staffAction } from "@/lib/core/staff-action";

/**
 * A draft contract from an approved quote or from terms text (needs manage_quotes, spec §6).
 * From a quote it is the quote's one contract: a second attempt answers the one already made
 * (`created: false`), and the form opens it.
 */
export const createContractAction = staffAction(
  "manage_quotes",
  createContractSchema,
  async (input, staff) => {
    const conversion = await createContract(staff, input, { type: "staff", userId: staff.userId, ip: staff.request.ip });
    revalidatePath("/admin/contracts");
    if (input.source === "quote") revalidatePath(`/admin/quotes/${input.quoteId}`);
    return conversion;
  },
  { fallback: "Failed to create contract" },
);
