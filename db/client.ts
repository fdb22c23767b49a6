import { AsyncLocalStorage } from "node:async_hooks";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { ambientTransaction, openAmbientScope, type AmbientScope } from "./ambient-transaction";
import * as schema from "./schema";

/**
 * The one connection pool of the process. Every environment speaks the Postgres wire
 * protocol: a real server via DATABASE_URL, or the embedded PGlite that scripts/serve.ts
 * starts and announces through the same variable. Kept on globalThis so Next's dev
 * reloads do not open a new pool per edit.
 *
 * The pool (and Drizzle over it) is made on first use, not at import: an entry point may
 * import a module that reaches this file before it has started the embedded database and set
 * DATABASE_URL (a pool made then would aim at "unconfigured" for the life of the process).
 */
type Pool = ReturnType<typeof postgres>;
const globalForDb = globalThis as unknown as { __serviceloopSql?: Pool; __serviceloopDb?: Db };

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // Reached only when code runs outside the launcher (e.g. `next build` page collection);
    // postgres.js connects on the first query, so nothing connects until then.
    return "postgres://postgres@127.0.0.1:5432/serviceloop_unconfigured";
  }
  return url;
}

/**
 * Issue 44 item 3 (docs/decisions/database-pools.md): how the pool meets a database restart.
 * - A connection idle this long is closed, so a quiet app holds none and an operator's `psql`
 *   finds a free slot.
 * - A connection attempt that gets no answer this fast fails (503) instead of holding the
 *   request for postgres.js's default 30 s.
 * - Between reconnection attempts, at most half a second: postgres.js's own back-off grows with
 *   every failed attempt of any connection of the pool (3^n / 100 s, up to 20 s), so after a
 *   restart of a few seconds requests waited up to ~20 s for a connection to be tried again.
 * (scripts/patch-postgres-driver.mjs mends the driver's other restart defect.)
 */
export const POOL_RECOVERY_OPTIONS = {
  idle_timeout: Number(process.env.DB_IDLE_TIMEOUT_SECONDS ?? 20),
  connect_timeout: Number(process.env.DB_CONNECT_TIMEOUT_SECONDS ?? 5),
  backoff: (retries: number) => Math.min(0.05 * retries, 0.5),
};

function thePool(): Pool {
  return (globalForDb.__serviceloopSql ??= postgres(databaseUrl(), {
    max: Number(process.env.DB_POOL_MAX ?? 10),
    ...POOL_RECOVERY_OPTIONS,
    onnotice: () => {},
    connection: { application_name: "serviceloop" },
  }));
}

function makeDb(pool: Pool) {
  return drizzle(pool, { schema });
}
export type Db = ReturnType<typeof makeDb>;

function theDb(): Db {
  return (globalForDb.__serviceloopDb ??= makeDb(thePool()));
}

/** Reads a member of the real object, methods bound to it, so the stand-in behaves as the object. */
function memberOf(target: object, prop: string | symbol): unknown {
  const value = Reflect.get(target, prop, target);
  return typeof value === "function" ? value.bind(target) : value;
}

/** The pool: callable as postgres.js's tagged template, with its methods (begin, end, unsafe…). */
export const sql: Pool = new Proxy(function lazyPool() {} as unknown as Pool, {
  apply: (_target, _this, args: unknown[]) => (thePool() as unknown as (...a: unknown[]) => unknown)(...args),
  get: (_target, prop) => memberOf(thePool(), prop),
  getPrototypeOf: () => Object.getPrototypeOf(thePool()),
});

/** The request's open transaction (db/ambient-transaction.ts), else the pool's Drizzle. */
function current(): object {
  return openAmbientScope()?.tx ?? theDb();
}

export const db: Db = new Proxy({} as Db, {
  get: (_target, prop) => memberOf(current(), prop),
  // drizzle's own checks (`is(db, PgDatabase)`) and instanceof see the real class.
  getPrototypeOf: () => Object.getPrototypeOf(current()),
});
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Runs `fn` in one transaction that every `db` call inside it joins (issue 44 item 1): it
 * commits when `fn` resolves and rolls back when it throws; `afterCommit` effects run after a
 * commit only. `fn` gets the transaction too, for the statements its caller makes itself.
 */
export async function inAmbientTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (openAmbientScope()) throw new Error("An ambient transaction is already open");
  const opened: { scope?: AmbientScope } = {};
  try {
    const result = await theDb().transaction(async (tx) => {
      const scope: AmbientScope = { tx, afterCommit: [], closed: false };
      opened.scope = scope;
      return ambientTransaction.run(scope, () => fn(tx));
    });
    // Committed: close the scope first, so the effects themselves use the pool.
    const effects = opened.scope ? opened.scope.afterCommit : [];
    if (opened.scope) opened.scope.closed = true;
    for (const effect of effects) await Promise.resolve(effect()).catch((error) => console.error("after-commit effect failed", error));
    return result;
  } finally {
    if (opened.scope) opened.scope.closed = true;
  }
}
/**
 * A write and what must follow it in one transaction (issue 44 item 2, the outbox): joins the
 * ambient transaction when one is open (an API request under an Idempotency-Key; `fn` then runs
 * in a savepoint of it), else opens one. Its webhook deliveries and email rows commit or roll
 * back with the write; their jobs and sends wait in `afterCommit`.
 */
export async function inWriteTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const scope = openAmbientScope();
  return scope ? (scope.tx as Tx).transaction(fn) : inAmbientTransaction(fn);
}
/** Either the pool or an open transaction: domain functions accept both. */
export type DbOrTx = Db | Tx;

/**
 * Query counting for tests and benchmarks: `countQueries(fn)` runs fn and reports how many
 * statements it sent. postgres.js calls `options.debug` for every statement it builds; the
 * hook is switched on only while a counter is active, so production pays nothing.
 */
type QueryCounter = { count: number; statements: string[] };
const counterStorage = new AsyncLocalStorage<QueryCounter>();
let activeCounters = 0;
type DebugHook = (connection: number, statement: string) => void;
const pgOptions = () => (thePool() as unknown as { options: { debug: DebugHook | boolean } }).options;

/**
 * Transaction control is a fixed cost of a write, not a query that grows with the data: the
 * limits guard against statements multiplying (N+1), so BEGIN, COMMIT and savepoints are not counted.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release savepoint|rollback to savepoint)\b/i;

function onStatement(_connection: number, statement: string) {
  const counter = counterStorage.getStore();
  if (counter && !TRANSACTION_CONTROL.test(statement)) {
    counter.count += 1;
    counter.statements.push(statement);
  }
}

export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T } & QueryCounter> {
  const counter: QueryCounter = { count: 0, statements: [] };
  activeCounters += 1;
  pgOptions().debug = onStatement;
  try {
    const result = await counterStorage.run(counter, fn);
    return { result, ...counter };
  } finally {
    activeCounters -= 1;
    if (activeCounters === 0) pgOptions().debug = false;
  }
}
