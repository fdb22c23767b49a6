import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";

/** Revokes a key of the business at once (the next request with it answers 401); audited. */
export async function revokeApiKey(scope: BusinessScope & { actorUserId: string }, apiKeyId: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.businessId, scope.businessId), eq(apiKeys.id, apiKeyId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name });
    if (!row) throw new DomainError("not_found", "API key not found");
    await writeAuditEntry(tx, { businessId: scope.businessId, actor: { type: "staff", id: scope.actorUserId }, action: "api_key.revoked", target: { type: "api_key", id: row.id }, meta: { name: row.name } });
    return { id: row.id };
  });
}
