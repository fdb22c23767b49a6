import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { consumeApiRate } from "@/lib/core/routes/rate-limit";
import { rowsOf } from "@/lib/webhooks/rows-of";
import { createBusiness } from "@/tests/support/portal-fixtures";
import { createApiKey } from "@/tests/support/api-fixtures";

/**
 * The per-key counter behind the API's rate limit (lib/core/routes/rate-limit.ts): one row per key and
 * whole minute, counted exactly under concurrent requests, and its commit that does not wait for
 * the disk staying inside its own statement — the connection it ran on is back to durable
 * commits for whatever the pool gives it to next.
 */
afterEach(() => {
  delete process.env.API_RATE_LIMIT_PER_MINUTE;
});

async function keyOf() {
  const biz = await createBusiness(db);
  const { id } = await createApiKey(db, biz.id, []);
  return { businessId: biz.id, apiKeyId: id };
}
const windowsOf = (key: { businessId: string; apiKeyId: string }) =>
  db
    .select({ windowStart: s.apiRateWindows.windowStart, count: s.apiRateWindows.count })
    .from(s.apiRateWindows)
    .where(and(eq(s.apiRateWindows.businessId, key.businessId), eq(s.apiRateWindows.apiKeyId, key.apiKeyId)));

describe("the API rate counter", () => {
  it("counts twelve concurrent requests exactly, in the minute they fall in, and refuses past the limit", async () => {
    process.env.API_RATE_LIMIT_PER_MINUTE = "10";
    const key = await keyOf();
    const at = new Date("2026-03-02T12:00:30Z");
    const decisions = await Promise.all(Array.from({ length: 12 }, () => consumeApiRate(key, at)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect(decisions.map((d) => d.remaining).sort((a, b) => a - b)).toEqual([0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(decisions.every((d) => d.limit === 10 && d.resetSeconds === 30)).toBe(true);
    expect(await windowsOf(key)).toEqual([{ windowStart: new Date("2026-03-02T12:00:00Z"), count: 12 }]);

    const nextMinute = await consumeApiRate(key, new Date("2026-03-02T12:01:59.5Z"));
    expect(nextMinute).toEqual({ allowed: true, limit: 10, remaining: 9, resetSeconds: 1 });
    expect((await windowsOf(key)).map((w) => w.count).sort()).toEqual([1, 12]);
  });

  it("leaves every pooled connection committing durably after it", async () => {
    const key = await keyOf();
    await Promise.all(Array.from({ length: 8 }, () => consumeApiRate(key)));
    const settings = await Promise.all(
      Array.from({ length: 8 }, async () => rowsOf<{ synchronous_commit: string }>(await db.execute(sql`show synchronous_commit`))[0].synchronous_commit),
    );
    expect(settings).toEqual(Array.from({ length: 8 }, () => "on"));
  });
});
