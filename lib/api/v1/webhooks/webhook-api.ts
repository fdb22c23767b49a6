import { z } from "zod";
import { WEBHOOK_DELIVERY_STATUSES } from "@/db/schema/enums";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import type { WebhookDeliveryRow } from "@/lib/webhooks/list-webhook-deliveries";
import { webhookEvents, webhookUrl } from "@/lib/webhooks/webhook-endpoint-schema";
import { WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/webhook-events";
import type { WebhookEndpointView } from "@/lib/webhooks/webhook-views";

/** An endpoint as the REST API answers it (the secret only in the creation's answer). */
export const webhookEndpointJson = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  created_at: z.iso.datetime(),
});
export const createdWebhookEndpointJson = webhookEndpointJson.extend({
  secret: z.string().describe("whsec_…; signs every delivery. Returned only here: store it now."),
});

export function webhookEndpointToJson(endpoint: WebhookEndpointView): z.infer<typeof webhookEndpointJson> {
  return { id: endpoint.id, url: endpoint.url, events: endpoint.events, created_at: endpoint.createdAt.toISOString() };
}

export const webhookDeliveryJson = z.object({
  id: z.uuid(),
  endpoint_id: z.uuid(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  event_id: z.uuid().describe("the event's id: the same in every delivery (and resend) of one event"),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_response_ms: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  delivered_at: z.iso.datetime().nullable(),
  payload: z.record(z.string(), z.unknown()).describe("the JSON body posted: { id, type, created, business_id, data }"),
});

export function webhookDeliveryToJson(row: WebhookDeliveryRow): z.infer<typeof webhookDeliveryJson> {
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event_type: row.eventType,
    event_id: row.eventId,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_response_ms: row.lastResponseMs,
    last_error: row.lastError,
    next_attempt_at: row.status === "pending" ? iso(row.nextAttemptAt) : null,
    created_at: row.createdAt.toISOString(),
    delivered_at: iso(row.deliveredAt),
    payload: (row.payload ?? {}) as Record<string, unknown>,
  };
}

export const webhookEndpointCreateBody = z.strictObject({ url: webhookUrl, events: webhookEvents });
export const webhookDeliveriesQuery = listQuery.extend({ endpoint_id: z.string().max(64, "endpoint_id is not valid").optional() });

const SIGNATURE =
  "Each delivery is a POST with a JSON body { id, type, created, business_id, data } and the header " +
  "`ServiceLoop-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<raw body>\">` keyed with the endpoint's secret.";

export const listWebhookEndpointsOperation = defineOperation({
  method: "get", path: "/webhook-endpoints", summary: "List webhook endpoints", tag: "Webhooks", permission: "manage_settings",
  description: "The business's active endpoints, newest first (secrets are never listed).", response: webhookEndpointJson, list: true,
});
export const createWebhookEndpointOperation = defineOperation({
  method: "post", path: "/webhook-endpoints", summary: "Create a webhook endpoint", tag: "Webhooks", permission: "manage_settings",
  description: `The URL must be https and resolve to a public address. The answer carries the signing secret, once. ${SIGNATURE}`,
  body: webhookEndpointCreateBody, response: createdWebhookEndpointJson, successStatus: 201,
});
export const deleteWebhookEndpointOperation = defineOperation({
  method: "delete", path: "/webhook-endpoints/{id}", summary: "Delete a webhook endpoint", tag: "Webhooks", permission: "manage_settings",
  description: "No further deliveries are made to it; its delivery log stays.", response: z.object({ id: z.uuid(), deleted: z.literal(true) }),
});
export const listWebhookDeliveriesOperation = defineOperation({
  method: "get", path: "/webhook-deliveries", summary: "List webhook deliveries", tag: "Webhooks", permission: "manage_settings",
  description: "Every delivery newest first, with its status, last HTTP status code, response time and attempts; `?endpoint_id=` narrows to one endpoint.",
  query: webhookDeliveriesQuery, response: webhookDeliveryJson, list: true,
});
