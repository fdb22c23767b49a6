import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { bookingSettings, businesses } from "@/db/schema";
import { isCustomDomainKey } from "@/lib/tenancy/parse-host";
import { isReservedSubdomain } from "@/lib/tenancy/reserved-subdomains";
import { TtlCache } from "@/lib/tenancy/tenant-cache";

/**
 * What embedding needs to know about a portal host's business (issue 39 item 4): whether it
 * takes bookings (GET /embed.js answers 404 otherwise) and the website origins that may frame
 * /book (proxy.ts puts them in /book's `frame-ancestors`). Null: no live business behind the key.
 *
 * Read on the proxy's hot path for every /book request, so it is cached per tenant key for
 * EMBED_SETTINGS_TTL_MS in one process-wide cache (kept on globalThis: the proxy, the route
 * handlers and the server actions are separate module instances, and Settings → Booking's save
 * must reach the proxy's copy). A save clears the cache (`invalidateEmbedSettings`); another app
 * instance sees the change within the TTL. No `server-only` import: proxy.ts imports this file.
 */
export type EmbedSettings = { enabled: boolean; websiteOrigins: string[] };

export const EMBED_SETTINGS_TTL_MS = 30_000;

type EmbedCacheState = { cache: TtlCache<EmbedSettings | null>; generation: number };
const STATE_KEY = Symbol.for("serviceloop.embedSettingsCache");
const state: EmbedCacheState = ((globalThis as Record<symbol, unknown>)[STATE_KEY] ??= {
  cache: new TtlCache<EmbedSettings | null>(EMBED_SETTINGS_TTL_MS),
  generation: 0,
}) as EmbedCacheState;

async function queryEmbedSettings(tenantKey: string): Promise<EmbedSettings | null> {
  const where = isCustomDomainKey(tenantKey)
    ? and(sql`lower(${businesses.customDomain}) = ${tenantKey}`, isNotNull(businesses.customDomainVerifiedAt))
    : eq(businesses.portalSubdomain, tenantKey);
  const [row] = await db
    .select({ enabled: bookingSettings.enabled, websiteOrigins: bookingSettings.websiteOrigins })
    .from(businesses)
    .leftJoin(bookingSettings, eq(bookingSettings.businessId, businesses.id))
    .where(and(where, eq(businesses.portalEnabled, true), isNull(businesses.suspendedAt)))
    .limit(1);
  if (!row) return null;
  // No settings row yet: the table's defaults (booking on, no websites).
  return { enabled: row.enabled ?? true, websiteOrigins: row.websiteOrigins ?? [] };
}

/**
 * The embedding settings behind a tenant key (a subdomain or a verified custom domain), cached.
 * A failed query throws and is not cached; a lookup that overlapped an invalidation answers
 * what it read but does not store it.
 */
export async function embedSettingsFor(tenantKey: string): Promise<EmbedSettings | null> {
  const key = tenantKey.toLowerCase();
  const cached = state.cache.get(key);
  if (cached !== undefined) return cached;
  if (!isCustomDomainKey(key) && isReservedSubdomain(key)) return null;
  const startedAt = state.generation;
  const settings = await queryEmbedSettings(key);
  if (state.generation === startedAt) state.cache.set(key, settings);
  return settings;
}

/**
 * The origins /book's `frame-ancestors` lets in besides 'self' — none when booking is off, and
 * none when the lookup fails (framing then falls back to 'self': closed, never open).
 */
export async function frameAncestorsFor(tenantKey: string): Promise<string[]> {
  try {
    const settings = await embedSettingsFor(tenantKey);
    return settings?.enabled ? settings.websiteOrigins : [];
  } catch (error) {
    console.warn("embed settings lookup failed: /book answered with frame-ancestors 'self'", error instanceof Error ? error.message : error);
    return [];
  }
}

/** After Settings → Booking saves: every tenant's entry goes (saves are rare; the next /book reads again). */
export function invalidateEmbedSettings(): void {
  state.generation++;
  state.cache.clear();
}
