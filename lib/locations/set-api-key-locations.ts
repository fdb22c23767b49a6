import "server-only";
import { and, eq } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";
import { apiKeyLocations, apiKeys } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { LocationActor } from "./location-views";
import { auditLocationChange, checkLocationLimit } from "./location-writes";

type KeyLocations = { apiKeyId: string; locationIds: readonly string[] };

/**
 * Limits an API key to some locations (issue 38 item 6): it then lists and reads only theirs.
 * Replaces the key's rows; none: every location. Each id must be a live location of the
 * business, else 422 "Unknown location". Audited with from and to.
 */
export async function setApiKeyLocations(scope: BusinessScope, actor: LocationActor, input: KeyLocations): Promise<{ locationIds: string[] }> {
  return db.transaction((tx) => replaceApiKeyLocations(tx, scope, actor, input));
}

/** The same in the caller's transaction: a key created limited is never, even briefly, unlimited. */
export async function replaceApiKeyLocations(tx: DbOrTx, scope: BusinessScope, actor: LocationActor, input: KeyLocations): Promise<{ locationIds: string[] }> {
  const [key] = await tx
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.businessId, scope.businessId), eq(apiKeys.id, input.apiKeyId)))
    .for("update");
  if (!key) throw new DomainError("not_found", "The requested resource was not found.");
  const to = await checkLocationLimit(tx, scope, input.locationIds);
  const ofKey = and(eq(apiKeyLocations.businessId, scope.businessId), eq(apiKeyLocations.apiKeyId, key.id));
  const before = await tx.delete(apiKeyLocations).where(ofKey).returning({ locationId: apiKeyLocations.locationId });
  if (to.length > 0) await tx.insert(apiKeyLocations).values(to.map((locationId) => ({ businessId: scope.businessId, apiKeyId: key.id, locationId })));
  await auditLocationChange(tx, {
    businessId: scope.businessId, actor, action: "api_key.locations_changed", target: { type: "api_key", id: key.id },
    meta: { from: before.map((row) => row.locationId).sort(), to },
  });
  return { locationIds: to };
}
