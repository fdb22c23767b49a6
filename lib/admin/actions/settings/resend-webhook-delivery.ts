"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { resendWebhookDelivery } from "@/lib/webhooks/resend-webhook-delivery";
import { resendWebhookDeliverySchema } from "@/lib/webhooks/webhook-endpoint-schema";
import { requireWebhookOwner } from "@/lib/admin/webhook-owner";

/** Settings → Webhooks: send a delivery again now (owner only); the answer is the new attempt's result. */
export const resendWebhookDeliveryAction = staffAction("manage_settings", resendWebhookDeliverySchema, async ({ deliveryId }, staff) => {
  requireWebhookOwner(staff);
  const { deliveryId: newId, outcome } = await resendWebhookDelivery(staff, deliveryId);
  revalidatePath("/admin/settings/webhooks");
  return outcome.delivered
    ? { deliveryId: newId, status: outcome.status, statusCode: outcome.statusCode, responseMs: outcome.responseMs, error: outcome.error }
    : { deliveryId: newId, status: "pending" as const, statusCode: null, responseMs: null, error: null };
});
