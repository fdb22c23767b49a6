import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { WebhookEndpointView } from "./webhook-views";

/** The business's active endpoints, newest first (deleted ones keep only their delivery log). */
export async function listWebhookEndpoints(scope: BusinessScope): Promise<WebhookEndpointView[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, events: webhookEndpoints.events, createdAt: webhookEndpoints.createdAt, disabledAt: webhookEndpoints.disabledAt })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.businessId, scope.businessId), isNull(webhookEndpoints.disabledAt)))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows as WebhookEndpointView[];
}
