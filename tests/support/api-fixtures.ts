/**
 * API v1 fixtures: a real key (minted and stored hashed as the Settings screen does) and a
 * request builder. Plain Node and given a Drizzle `db`, so Vitest and Playwright share them.
 */
import type { Db } from "../../db/client";
import * as s from "../../db/schema";
import { generateToken, hashToken } from "../../lib/security/tokens";

export async function createApiKey(db: Db, businessId: string, permissions: string[], name = "Test key"): Promise<{ id: string; key: string }> {
  const key = `sl_${generateToken()}`;
  const [row] = await db
    .insert(s.apiKeys)
    .values({ businessId, name, prefix: key.slice(0, 10), keyHash: hashToken(key), permissions })
    .returning({ id: s.apiKeys.id });
  return { id: row.id, key };
}

export function apiRequest(path: string, { key, method = "GET", body, headers = {} }: { key?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}): Request {
  return new Request(`http://localhost:3000/api/v1${path}`, {
    method,
    headers: {
      host: "localhost:3000",
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}
