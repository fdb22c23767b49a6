import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { apiRateWindows } from "@/db/schema";

/** Requests per key and minute; API_RATE_LIMIT_PER_MINUTE overrides (e.g. for load tests). */
export function apiRateLimit(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.API_RATE_LIMIT_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : 120;
}

export type RateDecision = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

/**
 * Counts one request against the key's current one-minute window (fixed windows, shared by
 * every app instance through the database) in one statement.
 */
export async function consumeApiRate(key: { businessId: string; apiKeyId: string }, now = new Date()): Promise<RateDecision> {
  const limit = apiRateLimit();
  const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const [row] = await db
    .insert(apiRateWindows)
    .values({ businessId: key.businessId, apiKeyId: key.apiKeyId, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [apiRateWindows.businessId, apiRateWindows.apiKeyId, apiRateWindows.windowStart],
      set: { count: sql`${apiRateWindows.count} + 1` },
    })
    .returning({ count: apiRateWindows.count });
  const resetSeconds = Math.max(1, Math.ceil((windowStart.getTime() + 60_000 - now.getTime()) / 1000));
  return { allowed: row.count <= limit, limit, remaining: Math.max(0, limit - row.count), resetSeconds };
}
