"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { deleteWebhookEndpoint } from "@/lib/webhooks/delete-webhook-endpoint";
import { deleteWebhookEndpointSchema } from "@/lib/webhooks/webhook-endpoint-schema";
import { requireWebhookOwner } from "@/lib/admin/webhook-owner";

/** Settings → Webhooks: delete an endpoint (owner only); its delivery log stays. */
export const deleteWebhookEndpointAction = staffAction("manage_settings", deleteWebhookEndpointSchema, async ({ endpointId }, staff) => {
  requireWebhookOwner(staff);
  const result = await deleteWebhookEndpoint(staff, endpointId, { type: "staff", userId: staff.userId });
  revalidatePath("/admin/settings/webhooks");
  return result;
});
