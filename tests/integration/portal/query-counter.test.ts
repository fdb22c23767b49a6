import { beforeAll, describe, expect, it } from "vitest";
import { countQueries, db, sql } from "@/db/client";
import { businesses } from "@/db/schema";

describe("countQueries", () => {
  // A new connection first reads the array types once; open a few so only our statements count.
  beforeAll(async () => {
    await Promise.all([1, 2, 3, 4].map((n) => sql`select ${n}::int`));
  });

  it("counts every query sent inside the callback, in parallel and in transactions, but not the transaction control", async () => {
    const { count, statements } = await countQueries(async () => {
      await db.select({ id: businesses.id }).from(businesses).limit(1);
      await Promise.all([sql`select 1`, sql`select 2`, sql`select 3`]);
      await db.transaction(async (tx) => {
        await tx.select({ id: businesses.id }).from(businesses).limit(1);
        await tx.transaction(async (savepoint) => {
          await savepoint.select({ id: businesses.id }).from(businesses).limit(1);
        });
      });
    });
    // 1 + 3 + 2 selects in the transaction; its begin, savepoint, release and commit are not queries.
    expect(count).toBe(6);
    expect(statements.some((statement) => /^\s*(begin|commit|savepoint|release)/i.test(statement))).toBe(false);
    expect(statements[0]).toMatch(/from "businesses"/);
  });

  it("does not count statements outside the callback", async () => {
    const outside = sql`select 1`;
    const { count } = await countQueries(async () => {
      await sql`select 42`;
    });
    await outside;
    expect(count).toBe(1);
  });
});
