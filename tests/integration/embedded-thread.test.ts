import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { startEmbeddedDatabaseThread } from "@/db/embedded-thread";

/**
 * What `npm start` runs on: PGlite on a worker thread of its own, reached over the wire
 * protocol. Data written through it is there again after a restart on the same directory.
 */
describe("embedded database on its own thread", () => {
  it("serves queries from its thread, persists across a restart and stops cleanly", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "sl-embedded-thread-"));
    try {
      const first = await startEmbeddedDatabaseThread({ dataDir: path.join(dir, "pglite") });
      const sql = postgres(first.url, { max: 4, onnotice: () => {} });
      await sql`CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)`;
      await Promise.all(["a", "b", "c", "d"].map((body) => sql`INSERT INTO notes (body) VALUES (${body})`));
      await sql.end();
      await first.stop();

      const second = await startEmbeddedDatabaseThread({ dataDir: path.join(dir, "pglite") });
      const again = postgres(second.url, { max: 2, onnotice: () => {} });
      const rows = await again<{ body: string }[]>`SELECT body FROM notes ORDER BY body`;
      expect(rows.map((r) => r.body)).toEqual(["a", "b", "c", "d"]);
      await again.end();
      await second.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
