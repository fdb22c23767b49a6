"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { createWebhookEndpoint } from "@/lib/webhooks/create-webhook-endpoint";
import { createWebhookEndpointSchema } from "@/lib/webhooks/webhook-endpoint-schema";
import { requireWebhookOwner } from "@/lib/admin/webhook-owner";

/**
 * Settings → Webhooks: register an endpoint (owner only, like API keys: it sends the
 * business's data out). The answer carries the signing secret, shown this once.
 */
export const createWebhookEndpointAction = staffAction("manage_settings", createWebhookEndpointSchema, async (input, staff) => {
  requireWebhookOwner(staff);
  const created = await createWebhookEndpoint(staff, input, { type: "staff", userId: staff.userId });
  revalidatePath("/admin/settings/webhooks");
  return { id: created.id, url: created.url, events: created.events, secret: created.secret };
});
