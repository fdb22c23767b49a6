import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta } from "@/lib/foundation/money-actor";
import type { WebhookActor } from "./webhook-views";

export const WEBHOOK_ENDPOINT_NOT_FOUND = "Webhook endpoint not found";

/**
 * Deletes an endpoint for the owner: it is disabled (no further deliveries; pending ones are
 * given up by deliver-webhook.ts) and kept, so its delivery log still reads. Audited.
 */
export async function deleteWebhookEndpoint(scope: BusinessScope, endpointId: string, actor: WebhookActor): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ disabledAt: new Date() })
      .where(and(eq(webhookEndpoints.businessId, scope.businessId), eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.disabledAt)))
      .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
    if (!row) throw new DomainError("not_found", WEBHOOK_ENDPOINT_NOT_FOUND);
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: auditActor(actor),
      action: "webhook_endpoint.deleted",
      target: { type: "webhook_endpoint", id: row.id },
      meta: auditMeta(actor, { url: row.url }),
    });
    return { id: row.id };
  });
}
