"use server";

import { revalidatePath } from "next/cache";
import { contractIdSchema } from "@/lib/contracts/contract-builder-schema";
import { sendContract } from "@/lib/contracts/send-contract";
import { staffAction } from "@/lib/core/staff-action";

/** Sends a draft contract for signature (needs manage_quotes). */
export const sendContractAction = staffAction(
  "manage_quotes",
  contractIdSchema,
  async (input, staff) => {
    const sent = await sendContract(staff, input);
    revalidatePath("/admin/contracts");
    return sent;
  },
  { fallback: "Failed to send contract" },
);
