import { webhookEndpointCreateBody, webhookEndpointToJson } from "@/lib/api/v1/webhooks/webhook-api";
import { apiRoute } from "@/lib/core/routes/api-route";
import { createWebhookEndpoint } from "@/lib/webhooks/create-webhook-endpoint";
import { listWebhookEndpoints } from "@/lib/webhooks/list-webhook-endpoints";

/** GET /api/v1/webhook-endpoints — the active endpoints (manage_settings); one page, at most 20 exist. */
export const GET = apiRoute("manage_settings", {}, async (_request, { scope }) => {
  const endpoints = await listWebhookEndpoints(scope);
  return Response.json({ data: endpoints.map(webhookEndpointToJson), has_more: false, next_cursor: null });
});

/** POST /api/v1/webhook-endpoints — `{ url, events }` → 201 with the signing secret, shown this once (manage_settings). */
export const POST = apiRoute("manage_settings", { body: webhookEndpointCreateBody }, async (_request, { scope, body, apiKeyId }) => {
  const created = await createWebhookEndpoint(scope, body, { type: "api_key", apiKeyId });
  return Response.json({ ...webhookEndpointToJson(created), secret: created.secret }, { status: 201 });
});
