"use server";

import { revalidatePath } from "next/cache";
import { createContract } from "@/lib/contracts/create-contract";
import { createContractSchema } from "@/lib/contracts/contract-builder-schema";
import { staffAction } from "@/lib/core/staff-action";

/** A draft contract from an approved quote or from terms text (needs manage_quotes, spec §6). */
export const createContractAction = staffAction(
  "manage_quotes",
  createContractSchema,
  async (input, staff) => {
    const created = await createContract(staff, input);
    revalidatePath("/admin/contracts");
    return created;
  },
  { fallback: "Failed to create contract" },
);
