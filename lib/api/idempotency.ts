import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { apiIdempotencyKeys } from "@/db/schema";
import { DomainError } from "@/lib/core/domain-error";
import { isUniqueViolation } from "@/lib/core/pg-errors";
import { sha256Hex } from "@/lib/security/tokens";

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

type KeyOwner = { businessId: string; apiKeyId: string };
type Attempt = { method: string; path: string; body: string };

/**
 * `Idempotency-Key` on POST (DESIGN.md): the first request with a key claims it in one
 * INSERT (the unique index decides between simultaneous ones) and its answer is stored;
 * a repeat with the same key and the same request gets the stored answer, a repeat with
 * another request is refused, and one that arrives while the first still runs gets 409.
 * A 5xx is not stored, so the client may retry with the same key.
 */
export async function withIdempotency(owner: KeyOwner, key: string | null, attempt: Attempt, run: () => Promise<Response>): Promise<Response> {
  if (key === null) return run();
  if (!KEY_FORMAT.test(key)) throw new DomainError("invalid", "Idempotency-Key must be 1 to 255 visible ASCII characters");
  const requestHash = sha256Hex(`${attempt.method} ${attempt.path}\n${attempt.body}`);
  const claimed = await claim(owner, key, attempt, requestHash);
  if (!claimed) return replay(owner, key, requestHash);

  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await release(owner, key);
    throw error;
  }
  if (response.status >= 500) {
    await release(owner, key);
    return response;
  }
  const body = await response.clone().json().catch(() => null);
  await db
    .update(apiIdempotencyKeys)
    .set({ statusCode: response.status, responseBody: body, completedAt: new Date() })
    .where(keyIs(owner, key));
  return response;
}

const keyIs = (owner: KeyOwner, key: string) =>
  and(eq(apiIdempotencyKeys.businessId, owner.businessId), eq(apiIdempotencyKeys.apiKeyId, owner.apiKeyId), eq(apiIdempotencyKeys.key, key));

async function claim(owner: KeyOwner, key: string, attempt: Attempt, requestHash: string): Promise<boolean> {
  try {
    await db.insert(apiIdempotencyKeys).values({ ...owner, key, method: attempt.method, path: attempt.path, requestHash });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

async function release(owner: KeyOwner, key: string): Promise<void> {
  await db.delete(apiIdempotencyKeys).where(keyIs(owner, key));
}

async function replay(owner: KeyOwner, key: string, requestHash: string): Promise<Response> {
  const [stored] = await db
    .select({ requestHash: apiIdempotencyKeys.requestHash, statusCode: apiIdempotencyKeys.statusCode, body: apiIdempotencyKeys.responseBody })
    .from(apiIdempotencyKeys)
    .where(keyIs(owner, key))
    .limit(1);
  // Released between our INSERT and this SELECT (the first attempt failed): ask for a retry.
  if (!stored) throw new DomainError("conflict", "A request with this Idempotency-Key is still in progress");
  if (stored.requestHash !== requestHash) {
    throw new DomainError("unprocessable", "This Idempotency-Key was already used with a different request");
  }
  if (stored.statusCode === null) throw new DomainError("conflict", "A request with this Idempotency-Key is still in progress");
  return Response.json(stored.body, { status: stored.statusCode, headers: { "idempotent-replayed": "true", "cache-control": "no-store" } });
}
