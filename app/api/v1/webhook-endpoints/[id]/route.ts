import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { apiRoute } from "@/lib/core/routes/api-route";
import { deleteWebhookEndpoint, WEBHOOK_ENDPOINT_NOT_FOUND } from "@/lib/webhooks/delete-webhook-endpoint";

/** DELETE /api/v1/webhook-endpoints/{id} (manage_settings); another business's id answers 404. */
export const DELETE = apiRoute("manage_settings", {}, async (_request, { scope, params, apiKeyId }) => {
  const id = params.id;
  if (typeof id !== "string" || !isUuid(id)) throw new DomainError("not_found", WEBHOOK_ENDPOINT_NOT_FOUND);
  await deleteWebhookEndpoint(scope, id, { type: "api_key", apiKeyId });
  return Response.json({ id, deleted: true });
});
