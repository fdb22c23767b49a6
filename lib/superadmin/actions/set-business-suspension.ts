"use server";

import { revalidatePath } from "next/cache";
import { superadminAction } from "@/lib/core/superadmin-action";
import { suspensionSchema } from "@/lib/platform/businesses/business-admin-schemas";
import { setBusinessSuspension } from "@/lib/platform/businesses/set-business-suspension";

/** Superadmin business detail: suspend or restore the business (audited). */
export const setBusinessSuspensionAction = superadminAction(
  suspensionSchema,
  async (input, admin) => {
    const result = await setBusinessSuspension(input, { userId: admin.userId, ip: admin.request.ip });
    revalidatePath(`/superadmin/businesses/${input.businessId}`);
    revalidatePath("/superadmin/businesses");
    return { suspended: result.suspendedAt !== null, changed: result.changed };
  },
  { fallback: "Failed to update business" },
);
