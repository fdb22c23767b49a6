import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { openAmbientScope } from "@/db/ambient-transaction";
import { inAmbientTransaction, type Tx } from "@/db/client";
import { apiIdempotencyKeys } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { sha256Hex } from "@/lib/security/tokens";

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/**
 * A claim's transaction idle this long (a process that died with its connection half-open)
 * is ended by the server, which releases the claim: a retry then runs.
 */
export const CLAIM_IDLE_TIMEOUT_MS = 120_000;
/** An unfinished claim row this old was left by the earlier, non-transactional code: expired. */
export const STALE_CLAIM_MINUTES = 5;

const IN_PROGRESS = "A request with this Idempotency-Key is still in progress";

type KeyOwner = { businessId: string; apiKeyId: string };
type Attempt = { method: string; path: string; body: string };

/** A 5xx answer: the whole transaction rolls back (claim included) and the answer is still given. */
class RolledBack extends Error {
  constructor(readonly response: Response) {
    super("rolled back");
  }
}

/**
 * `Idempotency-Key` on POST (DESIGN.md; issue 44 item 1): the claim, the request's writes and
 * its stored answer are one transaction (db/ambient-transaction.ts routes the handler's `db`
 * into it). The claim is a transaction-scoped advisory lock plus the key's row: a second
 * request with the key while the first runs gets 409 at once; once the first commits, a repeat
 * with the same request gets the stored answer and one with another request 422. A 5xx or a
 * crash rolls everything back — writes and claim together — so a retry runs afresh and can
 * never apply twice; a claim of a dead process ends with its connection (or the idle timeout).
 */
export async function withIdempotency(owner: KeyOwner, key: string | null, attempt: Attempt, run: () => Promise<Response>): Promise<Response> {
  if (key === null) return run();
  if (!KEY_FORMAT.test(key)) throw new DomainError("invalid", "Idempotency-Key must be 1 to 255 visible ASCII characters");
  const requestHash = sha256Hex(`${attempt.method} ${attempt.path}\n${attempt.body}`);
  try {
    return await inAmbientTransaction(async (tx) => {
      await claim(tx, owner, key);
      const stored = await storedAnswer(tx, owner, key);
      if (stored) return replay(stored, requestHash);
      await tx.insert(apiIdempotencyKeys).values({ ...owner, key, method: attempt.method, path: attempt.path, requestHash });

      const response = await inSavepoint(tx, run);
      if (response.status >= 500) throw new RolledBack(response);
      const body = await response.clone().json().catch(() => null);
      await tx
        .update(apiIdempotencyKeys)
        .set({ statusCode: response.status, responseBody: body, completedAt: new Date() })
        .where(keyIs(owner, key));
      return response;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.response;
    throw error;
  }
}

/**
 * The handler runs in a savepoint: a refusal it answers (a DomainError turned into a 4xx by
 * the API wrapper after a failed statement) leaves the outer transaction usable for storing
 * that answer, and undoes whatever the refused request had written.
 */
async function inSavepoint(tx: Tx, run: () => Promise<Response>): Promise<Response> {
  try {
    return await tx.transaction(async (savepoint) => {
      const scope = openAmbientScope()!;
      scope.tx = savepoint;
      try {
        const response = await run();
        if (response.status >= 400) throw new RolledBack(response);
        return response;
      } finally {
        scope.tx = tx;
      }
    });
  } catch (error) {
    if (error instanceof RolledBack && error.response.status < 500) return error.response;
    throw error;
  }
}

const keyIs = (owner: KeyOwner, key: string) =>
  and(eq(apiIdempotencyKeys.businessId, owner.businessId), eq(apiIdempotencyKeys.apiKeyId, owner.apiKeyId), eq(apiIdempotencyKeys.key, key));

/** Holds the key for this transaction or answers 409 at once; the server drops it with the transaction. */
async function claim(tx: Tx, owner: KeyOwner, key: string): Promise<void> {
  await tx.execute(sql.raw(`set local idle_in_transaction_session_timeout = ${CLAIM_IDLE_TIMEOUT_MS}`));
  const [row] = await tx.execute<{ locked: boolean }>(sql`
    select pg_try_advisory_xact_lock(hashtextextended(${`idempotency:${owner.businessId}:${owner.apiKeyId}:${key}`}, 0)) as locked`);
  if (!row?.locked) throw new DomainError("conflict", IN_PROGRESS);
}

type Stored = { requestHash: string; statusCode: number | null; body: unknown; createdAt: Date };

async function storedAnswer(tx: Tx, owner: KeyOwner, key: string): Promise<Stored | null> {
  const [stored] = await tx
    .select({
      requestHash: apiIdempotencyKeys.requestHash,
      statusCode: apiIdempotencyKeys.statusCode,
      body: apiIdempotencyKeys.responseBody,
      createdAt: apiIdempotencyKeys.createdAt,
    })
    .from(apiIdempotencyKeys)
    .where(keyIs(owner, key))
    .limit(1);
  if (!stored || stored.statusCode !== null) return stored ?? null;
  // An unfinished row can only be a claim the earlier code left behind (this code never
  // commits one): after a few minutes it has expired and the retry runs.
  if (Date.now() - stored.createdAt.getTime() < STALE_CLAIM_MINUTES * 60_000) throw new DomainError("conflict", IN_PROGRESS);
  await tx.delete(apiIdempotencyKeys).where(keyIs(owner, key));
  return null;
}

function replay(stored: Stored, requestHash: string): Response {
  if (stored.requestHash !== requestHash) {
    throw new DomainError("unprocessable", "This Idempotency-Key was already used with a different request");
  }
  return Response.json(stored.body, { status: stored.statusCode!, headers: { "idempotent-replayed": "true", "cache-control": "no-store" } });
}
