import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { apiKeyLocations, apiKeys, businesses } from "@/db/schema";
import { isPermission, type Permission } from "@/lib/identity/permissions";
import { generateToken, hashToken } from "@/lib/security/tokens";

/** Every key starts with this, so leaked keys are easy to recognise (and to scan for). */
export const API_KEY_PREFIX = "sl_";
/** How much of a key the list shows. */
const SHOWN_CHARACTERS = 10;

export type ApiKeyContext = {
  apiKeyId: string;
  businessId: string;
  timezone: string;
  permissions: Permission[];
  /** The locations the key is limited to (issue 38 item 6); null: every location. */
  locationIds: string[] | null;
};

/** A new key's secret (returned once) and what is stored of it. */
export function mintApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_PREFIX}${generateToken()}`;
  return { key, prefix: key.slice(0, SHOWN_CHARACTERS), keyHash: hashToken(key) };
}

/** `last_used_at` is refreshed at most this often, so a busy integration does not write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The business, permissions and locations of a presented key, or null for an unknown or revoked one. */
export async function findApiKey(presented: string, now = new Date()): Promise<ApiKeyContext | null> {
  if (!presented.startsWith(API_KEY_PREFIX) || presented.length > 200) return null;
  const [row] = await db
    .select({
      apiKeyId: apiKeys.id,
      businessId: apiKeys.businessId,
      permissions: apiKeys.permissions,
      lastUsedAt: apiKeys.lastUsedAt,
      timezone: businesses.timezone,
      // In the same query: a limited key must never be answered as an unlimited one.
      locationIds: sql<string[]>`array(select ${apiKeyLocations.locationId}::text from ${apiKeyLocations} where ${apiKeyLocations.businessId} = ${apiKeys.businessId} and ${apiKeyLocations.apiKeyId} = ${apiKeys.id} order by 1)`,
    })
    .from(apiKeys)
    .innerJoin(businesses, eq(businesses.id, apiKeys.businessId))
    // A suspended business's keys stop working until a superadmin restores it.
    .where(and(eq(apiKeys.keyHash, hashToken(presented)), isNull(apiKeys.revokedAt), isNull(businesses.suspendedAt)))
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.businessId, row.businessId), eq(apiKeys.id, row.apiKeyId)));
  }
  return { apiKeyId: row.apiKeyId, businessId: row.businessId, timezone: row.timezone, permissions: row.permissions.filter(isPermission), locationIds: row.locationIds.length > 0 ? row.locationIds : null };
}
