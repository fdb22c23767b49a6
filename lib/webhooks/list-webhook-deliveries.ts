import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { WebhookDeliveryView } from "./webhook-views";

export type WebhookDeliveryCursor = { createdAt: string; id: string };
export type WebhookDeliveryRow = WebhookDeliveryView & { payload: unknown; cursor: WebhookDeliveryCursor };

/**
 * The delivery log newest first: Settings → Webhooks shows the latest ones, the API pages
 * through all of them by keyset (`limit + 1` rows after the cursor's created_at and id).
 */
export async function listWebhookDeliveries(
  scope: BusinessScope,
  options: { limit: number; after?: WebhookDeliveryCursor | null; endpointId?: string },
): Promise<WebhookDeliveryRow[]> {
  const after = options.after ?? null;
  if (after && (!isUuid(after.id) || Number.isNaN(Date.parse(after.createdAt)))) throw new DomainError("invalid", "cursor is not valid");
  if (options.endpointId !== undefined && !isUuid(options.endpointId)) return [];
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      endpointUrl: webhookEndpoints.url,
      eventType: webhookDeliveries.eventType,
      eventId: webhookDeliveries.eventId,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastResponseMs: webhookDeliveries.lastResponseMs,
      lastError: webhookDeliveries.lastError,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      createdAt: webhookDeliveries.createdAt,
      deliveredAt: webhookDeliveries.deliveredAt,
      payload: webhookDeliveries.payload,
      createdAtKey: sql<string>`${webhookDeliveries.createdAt}::text`,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, and(eq(webhookEndpoints.businessId, webhookDeliveries.businessId), eq(webhookEndpoints.id, webhookDeliveries.endpointId)))
    .where(
      and(
        eq(webhookDeliveries.businessId, scope.businessId),
        options.endpointId ? eq(webhookDeliveries.endpointId, options.endpointId) : undefined,
        after ? sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(options.limit);
  return rows.map(({ createdAtKey, ...row }) => ({ ...(row as Omit<WebhookDeliveryRow, "cursor">), cursor: { createdAt: createdAtKey, id: row.id } }));
}
