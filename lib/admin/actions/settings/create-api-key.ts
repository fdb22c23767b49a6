"use server";

import { revalidatePath } from "next/cache";
import { createApiKeySchema } from "@/lib/api/keys/api-key-schema";
import { createApiKey } from "@/lib/api/keys/create-api-key";
import { DomainError } from "@/lib/foundation/domain-error";
import { staffAction } from "@/lib/core/staff-action";

/** The message of an API-key action refused to anyone but the owner. */
const OWNER_ONLY = "Only the business owner can manage API keys";

/**
 * Settings → API keys: a key opens the whole business to an integration, so only the
 * owner makes one (a full administrator holds manage_settings too, but not this).
 */
export const createApiKeyAction = staffAction("manage_settings", createApiKeySchema, async (input, staff) => {
  if (staff.role !== "owner") throw new DomainError("forbidden", OWNER_ONLY);
  const created = await createApiKey({ businessId: staff.businessId, actorUserId: staff.userId }, input);
  revalidatePath("/admin/settings/api-keys");
  return created;
});
