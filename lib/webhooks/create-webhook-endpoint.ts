import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta } from "@/lib/foundation/money-actor";
import { privateAddressesAllowed, resolvePublicDestination } from "./address-guard";
import { WEBHOOK_URL_MESSAGE, type CreateWebhookEndpointInput } from "./webhook-endpoint-schema";
import type { WebhookActor, WebhookEndpointView } from "./webhook-views";

/** Every secret starts with this, so a leaked one is recognisable. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** At most this many active endpoints per business: each event fans out to all of them. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/**
 * Registers an endpoint for some events. The URL must be https and resolve only to public
 * addresses (unless WEBHOOKS_ALLOW_PRIVATE=1 for local development, which also admits http);
 * the secret that signs deliveries is returned this once. Audited: an endpoint sends the
 * business's data out.
 */
export async function createWebhookEndpoint(
  scope: BusinessScope,
  input: CreateWebhookEndpointInput,
  actor: WebhookActor,
): Promise<WebhookEndpointView & { secret: string }> {
  const url = new URL(input.url);
  if (url.protocol !== "https:" && !privateAddressesAllowed()) throw new DomainError("unprocessable", WEBHOOK_URL_MESSAGE, { field: "url" });
  try {
    await resolvePublicDestination(url.hostname);
  } catch (error) {
    throw new DomainError("unprocessable", (error as Error).message, { field: "url" });
  }
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString("hex")}`;
  return db.transaction(async (tx) => {
    const active = await tx.$count(webhookEndpoints, activeOf(scope));
    if (active >= MAX_WEBHOOK_ENDPOINTS) throw new DomainError("conflict", `A business can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ businessId: scope.businessId, url: url.toString(), events: input.events, secret, createdByUserId: actor.type === "staff" ? actor.userId : null })
      .returning();
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: auditActor(actor),
      action: "webhook_endpoint.created",
      target: { type: "webhook_endpoint", id: row.id },
      meta: auditMeta(actor, { url: row.url, events: row.events }),
    });
    return { id: row.id, url: row.url, events: input.events, createdAt: row.createdAt, disabledAt: null, secret };
  });
}

function activeOf(scope: BusinessScope) {
  return and(eq(webhookEndpoints.businessId, scope.businessId), isNull(webhookEndpoints.disabledAt));
}
