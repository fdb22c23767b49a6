import "server-only";
import { desc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { apiKeys } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { ApiKeyView } from "./api-key-schema";

/** The business's keys, newest first, revoked ones included (for the record). */
export async function listApiKeys(scope: BusinessScope): Promise<ApiKeyView[]> {
  return db
    .select({
      id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, permissions: apiKeys.permissions,
      lastUsedAt: apiKeys.lastUsedAt, revokedAt: apiKeys.revokedAt, createdAt: apiKeys.createdAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.businessId, scope.businessId))
    .orderBy(desc(apiKeys.createdAt));
}
