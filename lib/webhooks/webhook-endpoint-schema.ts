import { z } from "zod";
import { GENERIC_MESSAGES } from "@/lib/validation/generic";
import { WEBHOOK_EVENT_TYPES } from "./webhook-events";

export const WEBHOOK_URL_MESSAGE = "Enter a valid URL starting with https://";
export const WEBHOOK_EVENTS_MESSAGE = "Choose at least one event";

/**
 * Settings → Webhooks and `POST /api/v1/webhook-endpoints` (client-safe). The form accepts
 * http too, because local development may allow it (WEBHOOKS_ALLOW_PRIVATE=1); the server
 * (create-webhook-endpoint.ts) refuses plain http and private addresses otherwise.
 */
export const webhookUrl = z
  .string({ error: GENERIC_MESSAGES.required })
  .trim()
  .min(1, { error: GENERIC_MESSAGES.required, abort: true })
  .max(2000, { error: GENERIC_MESSAGES.maxLength(2000), abort: true })
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && !url.username && !url.password;
    } catch {
      return false;
    }
  }, { error: WEBHOOK_URL_MESSAGE });

export const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: GENERIC_MESSAGES.custom }), { error: WEBHOOK_EVENTS_MESSAGE })
  .min(1, { error: WEBHOOK_EVENTS_MESSAGE })
  .transform((list) => [...new Set(list)]);

export const createWebhookEndpointSchema = z.object({ url: webhookUrl, events: webhookEvents });
export type CreateWebhookEndpointInput = z.output<typeof createWebhookEndpointSchema>;

export const deleteWebhookEndpointSchema = z.object({ endpointId: z.uuid({ error: GENERIC_MESSAGES.custom }) });
export const resendWebhookDeliverySchema = z.object({ deliveryId: z.uuid({ error: GENERIC_MESSAGES.custom }) });
