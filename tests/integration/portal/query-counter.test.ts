import { beforeAll, describe, expect, it } from "vitest";
import { countQueries, db, sql } from "@/db/client";
import { businesses } from "@/db/schema";

describe("countQueries", () => {
  // A new connection first reads the array types once; open a few so only our statements count.
  beforeAll(async () => {
    await Promise.all([1, 2, 3, 4].map((n) => sql`select ${n}::int`));
  });

  it("counts every statement sent inside the callback, in parallel and in transactions", async () => {
    const { count, statements } = await countQueries(async () => {
      await db.select({ id: businesses.id }).from(businesses).limit(1);
      await Promise.all([sql`select 1`, sql`select 2`, sql`select 3`]);
      await db.transaction(async (tx) => {
        await tx.select({ id: businesses.id }).from(businesses).limit(1);
      });
    });
    // 1 + 3 + (begin, select, commit)
    expect(count).toBe(7);
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
