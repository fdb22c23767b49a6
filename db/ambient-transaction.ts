import { AsyncLocalStorage } from "node:async_hooks";

/**
 * One request's transaction, seen by every `db` call made while it runs (issue 44 item 1): the
 * API's Idempotency-Key claim, the handler's writes and the stored answer commit together or
 * not at all, without threading a `tx` through every domain function. `db/client.ts` routes
 * `db` to `tx` while a scope is open and not yet closed; a `db.transaction()` inside becomes a
 * savepoint. Effects outside the database (queue jobs) wait in `afterCommit` until it commits.
 */
export type AmbientScope = {
  /** The open transaction (typed loosely here to keep this file free of the client's types). */
  tx: object;
  afterCommit: Array<() => Promise<unknown> | unknown>;
  /** Set once the transaction has ended: late stragglers go back to the pool. */
  closed: boolean;
};

export const ambientTransaction = new AsyncLocalStorage<AmbientScope>();

/** The open request transaction, if any. */
export function openAmbientScope(): AmbientScope | null {
  const scope = ambientTransaction.getStore();
  return scope && !scope.closed ? scope : null;
}

/**
 * Runs `effect` once the request's transaction has committed (never if it rolls back), or at
 * once when there is none. For effects another process acts on, such as a queue job that reads
 * the rows this request writes: sent before the commit, it could find nothing.
 */
export async function afterCommit(effect: () => Promise<unknown> | unknown): Promise<void> {
  const scope = openAmbientScope();
  if (scope) scope.afterCommit.push(effect);
  else await effect();
}
