"use server";

import { revalidatePath } from "next/cache";
import { revokeApiKeySchema } from "@/lib/api/keys/api-key-schema";
import { revokeApiKey } from "@/lib/api/keys/revoke-api-key";
import { DomainError } from "@/lib/foundation/domain-error";
import { staffAction } from "@/lib/core/staff-action";

/** Settings → API keys: revoke (owner only, like creating one). */
export const revokeApiKeyAction = staffAction("manage_settings", revokeApiKeySchema, async ({ apiKeyId }, staff) => {
  if (staff.role !== "owner") throw new DomainError("forbidden", "Only the business owner can manage API keys");
  const result = await revokeApiKey({ businessId: staff.businessId, actorUserId: staff.userId }, apiKeyId);
  revalidatePath("/admin/settings/api-keys");
  return result;
});
