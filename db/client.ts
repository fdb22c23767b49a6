import { AsyncLocalStorage } from "node:async_hooks";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";

/**
 * The one connection pool of the process. Every environment speaks the Postgres wire
 * protocol: a real server via DATABASE_URL, or the embedded PGlite that scripts/serve.ts
 * starts and announces through the same variable. Kept on globalThis so Next's dev
 * reloads do not open a new pool per edit.
 */
type Pool = ReturnType<typeof postgres>;
const globalForDb = globalThis as unknown as { __serviceloopSql?: Pool };

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    // Reached only when code runs outside the launcher (e.g. `next build` page collection);
    // the pool is lazy, so nothing connects until a query is made.
    return "postgres://postgres@127.0.0.1:5432/serviceloop_unconfigured";
  }
  return url;
}

export const sql: Pool =
  globalForDb.__serviceloopSql ??
  (globalForDb.__serviceloopSql = postgres(databaseUrl(), {
    max: Number(process.env.DB_POOL_MAX ?? 10),
    onnotice: () => {},
    connection: { application_name: "serviceloop" },
  }));

export const db = drizzle(sql, { schema });
export type Db = typeof db;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
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
const pgOptions = (sql as unknown as { options: { debug: DebugHook | boolean } }).options;

function onStatement(_connection: number, statement: string) {
  const counter = counterStorage.getStore();
  if (counter) {
    counter.count += 1;
    counter.statements.push(statement);
  }
}

export async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T } & QueryCounter> {
  const counter: QueryCounter = { count: 0, statements: [] };
  activeCounters += 1;
  pgOptions.debug = onStatement;
  try {
    const result = await counterStorage.run(counter, fn);
    return { result, ...counter };
  } finally {
    activeCounters -= 1;
    if (activeCounters === 0) pgOptions.debug = false;
  }
}
