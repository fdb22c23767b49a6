import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { commitWithoutWaitingForTheDisk } from "@/db/commit-without-waiting-for-the-disk";
import { rowsOf } from "@/lib/webhooks/rows-of";

/** Requests per key and minute; API_RATE_LIMIT_PER_MINUTE overrides (e.g. for load tests). */
export function apiRateLimit(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.API_RATE_LIMIT_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : 120;
}

export type RateDecision = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

/**
 * Counts one request against the key's current one-minute window (fixed windows, shared by
 * every app instance through the database) in one statement.
 *
 * The count commits without waiting for the disk (synchronous_commit off for this statement's
 * own transaction only): every request of one key updates the same row, and the row stays
 * locked until its commit, so with a durable commit a key's requests queue behind one WAL flush
 * each — a busy key's throughput was the disk's flush rate, and fell whenever the disk was busy
 * (docs/decisions/api-v1-core.md has the measurements). A crash can lose the last fraction of a second of counts, which only lets a key a few more
 * requests in that minute; nothing else is written by this statement.
 */
export async function consumeApiRate(key: { businessId: string; apiKeyId: string }, now = new Date()): Promise<RateDecision> {
  const limit = apiRateLimit();
  const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`
      insert into api_rate_windows (business_id, api_key_id, window_start, count)
      select ${key.businessId}::uuid, ${key.apiKeyId}::uuid, ${windowStart.toISOString()}::timestamptz, 1
      from ${commitWithoutWaitingForTheDisk}
      on conflict (business_id, api_key_id, window_start) do update set count = api_rate_windows.count + 1
      returning count`),
  );
  const count = Number(row.count);
  const resetSeconds = Math.max(1, Math.ceil((windowStart.getTime() + 60_000 - now.getTime()) / 1000));
  return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), resetSeconds };
}
