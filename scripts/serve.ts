/**
 * Starts ServiceLoop: `tsx scripts/serve.ts start|dev`.
 *
 * Without DATABASE_URL it starts the embedded PGlite database (persisted in ./.data/pglite,
 * or in memory with EMBEDDED_DB_DIR=memory://) and hands its URL to the app. It then applies
 * migrations, seeds the demo data into an empty database, and serves Next (production or
 * development) in this process behind a plain Node HTTP server that stamps the client address
 * (lib/security/front-door.ts), compresses responses and keeps rendered pages
 * (lib/page-cache/front-door-page-cache.ts; PAGE_CACHE=off turns it off), plus the background
 * worker (unless WORKER=off), stopping everything together.
 */
import { createServer } from "node:http";
import path from "node:path";
import type { EmbeddedDatabase } from "../db/embedded";
import { startEmbeddedDatabaseThread } from "../db/embedded-thread";
import { runMigrations } from "../db/migrate";
import type { Worker } from "../lib/worker/worker";
import compression from "compression";
import { admitAtFrontDoor, refuseConnect } from "../lib/security/front-door";
import { createPageCache, pageCacheOptionsFromEnv } from "../lib/page-cache/front-door-page-cache";
import { answerOutagesAs503 } from "../lib/availability/answer-outages";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const port = Number(process.env.PORT ?? 3000);
// Set before anything can load React: the seed and the worker render emails, and the first
// `react` loaded fixes its build for the process. A development React under Next's production
// Pages Router renderer fails every Pages Router page ("dispatcher.getOwner is not a function").
Object.assign(process.env, { NODE_ENV: mode === "dev" ? "development" : "production" });

async function main() {
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = process.env.EMBEDDED_DB_DIR ?? path.join(process.cwd(), ".data", "pglite");
    embedded = await startEmbeddedDatabaseThread({ dataDir });
    databaseUrl = embedded.url;
    console.log(`[serviceloop] embedded database (PGlite) at ${dataDir === "memory://" ? "memory" : dataDir}`);
  }
  // Announced before the seed and the worker run: db/client makes its one pool (shared with
  // Next's bundles) from DATABASE_URL on the first query, so it must be set by then. The seed
  // and the worker are imported only now as well, so nothing they load runs any earlier.
  process.env.DATABASE_URL = databaseUrl;
  if (embedded) process.env.DB_POOL_MAX = process.env.DB_POOL_MAX ?? "4";
  await runMigrations(databaseUrl);
  const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
  if (process.env.SEED_DEMO_DATA !== "false") {
    const { seedDemoData } = await import("../db/seed");
    const { seeded } = await seedDemoData(databaseUrl, { appUrl });
    console.log(seeded ? "[serviceloop] demo data seeded" : "[serviceloop] demo data already present");
  }

  let worker: Worker | null = null;
  if (process.env.WORKER !== "off") {
    const { startWorker } = await import("../lib/worker/worker");
    worker = await startWorker(databaseUrl);
  }

  // Next runs in this process behind our own HTTP server (lib/security/front-door.ts): the
  // app learns the client address from the connection, never from a header the client wrote.
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    APP_URL: appUrl,
    // PGlite is one backend: a small pool is all it can use.
    DB_POOL_MAX: process.env.DB_POOL_MAX ?? (embedded ? "4" : "10"),
  });
  const { default: next } = await import("next");
  const app = next({ dev: mode === "dev", dir: process.cwd(), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const upgrade = app.getUpgradeHandler();
  // Compression happens here rather than in Next (next.config.ts `compress: false`), so the
  // rendered-page cache below sees, keeps and serves the uncompressed page: the same
  // `compression` middleware Next uses, now in front of the cache as well.
  const compress = compression();
  const options = pageCacheOptionsFromEnv();
  const pageCache = createPageCache({ ...options, enabled: options.enabled && mode === "start" });
  const server = createServer((req, res) => {
    if (!admitAtFrontDoor(req, res)) return;
    // A render that failed because the database was away answers 503 + Retry-After (issue 44).
    answerOutagesAs503(req, res, () => compress(req as never, res as never, () => void pageCache.handle(req, res, () => void handle(req, res))));
  });
  server.on("connect", refuseConnect);
  // Development hot reload uses websockets.
  server.on("upgrade", (req, socket, head) => {
    if (req.url?.startsWith("/")) void upgrade(req, socket, head);
    else socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));

  const apex = new URL(appUrl);
  const host = (prefix: string) => `${apex.protocol}//${prefix}${apex.host}`;
  console.log(
    `[serviceloop] ${mode === "dev" ? "development" : "production"} server listening on port ${port}:\n` +
      `  main site   ${host("")}\n  staff app   ${host("app.")}\n  demo portal ${host("greenleaf.")}`,
  );

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    server.close();
    await app.close().catch(() => {});
    if (worker) await worker.stop().catch(() => {});
    if (embedded) await embedded.stop().catch(() => {});
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
}

main().catch((error) => {
  console.error("[serviceloop] failed to start:", error);
  process.exit(1);
});
