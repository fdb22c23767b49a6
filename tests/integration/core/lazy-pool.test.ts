import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * db/client makes its pool on first use, not at import: an entry point (scripts/serve.ts) may
 * reach it through the worker's or the seed's imports before the embedded database exists and
 * DATABASE_URL is set. A pool made at import would aim at "unconfigured" for good.
 */
type Globals = { __serviceloopSql?: unknown; __serviceloopDb?: unknown };
const globals = globalThis as unknown as Globals;

describe("db/client", () => {
  const saved = { sql: globals.__serviceloopSql, db: globals.__serviceloopDb, url: process.env.DATABASE_URL };
  afterEach(() => {
    globals.__serviceloopSql = saved.sql;
    globals.__serviceloopDb = saved.db;
    process.env.DATABASE_URL = saved.url;
  });

  it("makes no pool at import and reads DATABASE_URL when the first query is made", async () => {
    delete globals.__serviceloopSql;
    delete globals.__serviceloopDb;
    delete process.env.DATABASE_URL;
    vi.resetModules();
    const client = await import("@/db/client");
    expect(globals.__serviceloopSql).toBeUndefined();
    expect(globals.__serviceloopDb).toBeUndefined();

    process.env.DATABASE_URL = saved.url;
    const [row] = await client.sql<{ one: number }[]>`select 1::int as one`;
    expect(row.one).toBe(1);
    const pool = globals.__serviceloopSql as { options: { database: string }; end: () => Promise<void> };
    expect(pool.options.database).toBe(new URL(saved.url!).pathname.slice(1));
    const rows = await client.db.execute<{ db: string }>("select current_database() as db");
    expect(rows[0].db).toBe(pool.options.database);
    await pool.end();
  });
});
