import { decodeCursor, encodeCursor } from "@/lib/api/pagination";
import { webhookDeliveriesQuery, webhookDeliveryToJson } from "@/lib/api/v1/webhooks/webhook-api";
import { DomainError } from "@/lib/foundation/domain-error";
import { apiRoute } from "@/lib/core/routes/api-route";
import { listWebhookDeliveries } from "@/lib/webhooks/list-webhook-deliveries";

/** GET /api/v1/webhook-deliveries — the delivery log newest first, cursor pages (manage_settings). */
export const GET = apiRoute("manage_settings", { query: webhookDeliveriesQuery }, async (_request, { scope, query }) => {
  const key = decodeCursor(query.cursor);
  if (key && (key.length !== 2 || typeof key[0] !== "string" || typeof key[1] !== "string")) throw new DomainError("invalid", "cursor is not valid");
  const rows = await listWebhookDeliveries(scope, {
    limit: query.limit + 1,
    after: key ? { createdAt: key[0] as string, id: key[1] as string } : null,
    endpointId: query.endpoint_id,
  });
  const hasMore = rows.length > query.limit;
  const shown = hasMore ? rows.slice(0, query.limit) : rows;
  const last = shown[shown.length - 1];
  return Response.json({
    data: shown.map(webhookDeliveryToJson),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor([last.cursor.createdAt, last.cursor.id]) : null,
  });
});
