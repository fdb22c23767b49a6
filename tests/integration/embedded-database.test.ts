import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/db/embedded";

/**
 * The embedded PGlite wire server must behave like a real server for a pooled driver:
 * one backend, many connections, no interleaving of one connection's request with another's.
 */
let embedded: EmbeddedDatabase;
let sql: ReturnType<typeof postgres>;

beforeAll(async () => {
  embedded = await startEmbeddedDatabase({ dataDir: "memory://" });
  sql = postgres(embedded.url, { max: 8, onnotice: () => {} });
  await sql`CREATE TABLE items (id serial PRIMARY KEY, a int, b text, c int)`;
});

afterAll(async () => {
  await sql.end();
  await embedded.stop();
});

describe("embedded database server", () => {
  it("keeps concurrent unnamed-statement queries with different parameter counts apart", async () => {
    // sql.unsafe uses unnamed statements with a describe round trip (Parse/Describe/Flush,
    // then Bind/Execute/Sync) — the pattern Drizzle produces.
    const queries = Array.from({ length: 120 }, (_, i) =>
      i % 3 === 0
        ? sql.unsafe("SELECT $1::int + $2::int AS v", [i, 1]).then((r) => r[0].v === i + 1)
        : i % 3 === 1
          ? sql
              .unsafe("SELECT $1::int AS a, $2::text AS b, $3::int AS c, $4::int AS d, $5::text AS v", [i, "x", 2, 3, `q${i}`])
              .then((r) => r[0].v === `q${i}`)
          : sql.unsafe("SELECT $1::text AS v", [`s${i}`]).then((r) => r[0].v === `s${i}`),
    );
    const results = await Promise.all(queries);
    expect(results.every(Boolean)).toBe(true);
  });

  it("isolates a transaction from other connections until it ends", async () => {
    const work = Array.from({ length: 10 }, (_, i) =>
      sql.begin(async (tx) => {
        await tx.unsafe("INSERT INTO items (a, b, c) VALUES ($1, $2, $3)", [i, `t${i}`, i * 2]);
        await tx`SELECT pg_sleep(0.005)`;
        const [row] = await tx.unsafe("SELECT count(*)::int AS n FROM items WHERE a = $1", [i]);
        return row.n;
      }),
    );
    const counts = await Promise.all([...work, ...Array.from({ length: 20 }, () => sql`SELECT 1 AS one`.then(() => 1))]);
    expect(counts.every((n) => n === 1)).toBe(true);
    const [{ n }] = await sql`SELECT count(*)::int AS n FROM items`;
    expect(n).toBe(10);
  });

  it("rolls back a failed transaction without blocking the others", async () => {
    await expect(
      sql.begin(async (tx) => {
        await tx`INSERT INTO items (a, b, c) VALUES (99, 'doomed', 0)`;
        await tx`SELECT 1 / 0`;
      }),
    ).rejects.toThrow();
    const [{ n }] = await sql`SELECT count(*)::int AS n FROM items WHERE a = 99`;
    expect(n).toBe(0);
  });
});
