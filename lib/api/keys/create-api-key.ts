import "server-only";
import { db } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import { mintApiKey } from "@/lib/identity/api-keys";
import { replaceApiKeyLocations } from "@/lib/locations/set-api-key-locations";
import type { CreateApiKeyInput } from "./api-key-schema";

/**
 * Settings → API keys: a named key limited to a permission set. The secret is returned
 * this once and stored only as its SHA-256; the creation is audited (the key opens the API).
 * Ticked locations limit it to them in the same transaction.
 */
export async function createApiKey(scope: BusinessScope & { actorUserId: string }, input: CreateApiKeyInput): Promise<{ id: string; key: string; prefix: string }> {
  const minted = mintApiKey();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({ businessId: scope.businessId, name: input.name, prefix: minted.prefix, keyHash: minted.keyHash, permissions: input.permissions, createdByUserId: scope.actorUserId })
      .returning({ id: apiKeys.id });
    await writeAuditEntry(tx, {
      businessId: scope.businessId, actor: { type: "staff", id: scope.actorUserId }, action: "api_key.created", target: { type: "api_key", id: row.id },
      meta: { name: input.name, prefix: minted.prefix, permissions: input.permissions },
    });
    // Limited from its first moment: the limit commits with the key or not at all.
    if (input.locationIds.length > 0) {
      await replaceApiKeyLocations(tx, scope, { type: "staff", userId: scope.actorUserId }, { apiKeyId: row.id, locationIds: input.locationIds });
    }
    return { id: row.id, key: minted.key, prefix: minted.prefix };
  });
}
