"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { customDomainSchema } from "@/lib/businesses/settings/domain/custom-domain-rules";
import { removeCustomDomain } from "@/lib/businesses/settings/domain/remove-custom-domain";
import { setCustomDomain } from "@/lib/businesses/settings/domain/set-custom-domain";
import { verifyCustomDomain } from "@/lib/businesses/settings/domain/verify-custom-domain";
import { staffAction } from "@/lib/core/staff-action";

const noInput = z.object({}).strict();

/** Settings → Domain: enter (or replace) the custom domain; it starts unverified (manage_settings). */
export const setCustomDomainAction = staffAction("manage_settings", customDomainSchema, async (input, staff) => {
  const status = await setCustomDomain({ businessId: staff.businessId, actorUserId: staff.userId }, input);
  revalidatePath("/admin/settings/domain");
  return status;
});

/** Settings → Domain: check the TXT record now. */
export const verifyCustomDomainAction = staffAction("manage_settings", noInput, async (_input, staff) => {
  const status = await verifyCustomDomain({ businessId: staff.businessId, actorUserId: staff.userId });
  revalidatePath("/admin/settings/domain");
  return status;
});

/** Settings → Domain: stop using the custom domain. */
export const removeCustomDomainAction = staffAction("manage_settings", noInput, async (_input, staff) => {
  const status = await removeCustomDomain({ businessId: staff.businessId, actorUserId: staff.userId });
  revalidatePath("/admin/settings/domain");
  return status;
});
