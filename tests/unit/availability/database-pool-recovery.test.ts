import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POOL_RECOVERY_OPTIONS } from "@/db/client";

/**
 * Issue 44 item 3: the pool's recovery settings and the driver mend they rely on. The behaviour
 * itself — requests during and after a database restart answered fast — is measured end to end
 * by `npm run test:faults` (scripts/test-faults.ts) on a real cluster.
 */
describe("the database pool after a restart", () => {
  it("tries a connection again within half a second however many attempts failed", () => {
    expect(POOL_RECOVERY_OPTIONS.backoff(1)).toBeLessThanOrEqual(0.5);
    expect(POOL_RECOVERY_OPTIONS.backoff(50)).toBe(0.5);
    // postgres.js's default after 8 failed attempts of the pool: 3^8 / 100 s = 65.6 → 20 s (× 0.5–1).
    expect(POOL_RECOVERY_OPTIONS.backoff(8)).toBeLessThan(1);
  });

  it("releases idle connections and fails a connection attempt in seconds", () => {
    expect(POOL_RECOVERY_OPTIONS.idle_timeout).toBeGreaterThan(0);
    expect(POOL_RECOVERY_OPTIONS.connect_timeout).toBeLessThanOrEqual(5);
  });

  it("runs on the mended postgres.js (postinstall: scripts/patch-postgres-driver.mjs)", () => {
    for (const file of ["src/connection.js", "cjs/src/connection.js"]) {
      const text = fs.readFileSync(path.join(process.cwd(), "node_modules", "postgres", file), "utf8");
      expect(text, file).toContain("/* serviceloop: nextWrite patch */");
      // The flush timer is forgotten on both teardown paths (closed and terminate).
      expect(text.split("\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null").length - 1, file).toBe(2);
    }
  });
});
