import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** Any Drizzle Postgres instance or transaction: the app's pool, a transaction, or the worker's own connection. */
export type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
