/**
 * Starts ServiceLoop: `tsx scripts/serve.ts start|dev`.
 *
 * Without DATABASE_URL it starts the embedded PGlite database (persisted in ./.data/pglite,
 * or in memory with EMBEDDED_DB_DIR=memory://) and hands its URL to the app. It then applies
 * migrations, seeds the demo data into an empty database, and runs `next start` (or
 * `next dev`) with that environment, plus the background worker (unless WORKER=off),
 * stopping everything together.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { seedDemoData } from "../db/seed";
import { startWorker, type Worker } from "../lib/jobs/worker";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const port = Number(process.env.PORT ?? 3000);

async function main() {
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = process.env.EMBEDDED_DB_DIR ?? path.join(process.cwd(), ".data", "pglite");
    embedded = await startEmbeddedDatabase({ dataDir });
    databaseUrl = embedded.url;
    console.log(`[serviceloop] embedded database (PGlite) at ${dataDir === "memory://" ? "memory" : dataDir}`);
  }
  await runMigrations(databaseUrl);
  const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
  if (process.env.SEED_DEMO_DATA !== "false") {
    const { seeded } = await seedDemoData(databaseUrl, { appUrl });
    console.log(seeded ? "[serviceloop] demo data seeded" : "[serviceloop] demo data already present");
  }

  let worker: Worker | null = null;
  if (process.env.WORKER !== "off") worker = await startWorker(databaseUrl);

  const apex = new URL(appUrl);
  const child = spawn(process.execPath, [require_next_bin(), mode, "-p", String(port)], {
    stdio: "inherit",
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      APP_URL: appUrl,
      // PGlite is one backend: a small pool is all it can use.
      DB_POOL_MAX: process.env.DB_POOL_MAX ?? (embedded ? "4" : "10"),
    },
  });
  const host = (prefix: string) => `${apex.protocol}//${prefix}${apex.host}`;
  console.log(
    `[serviceloop] ${mode === "dev" ? "development" : "production"} server starting:\n` +
      `  main site   ${host("")}\n  staff app   ${host("app.")}\n  demo portal ${host("greenleaf.")}`,
  );

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    child.kill("SIGTERM");
    if (worker) await worker.stop().catch(() => {});
    if (embedded) await embedded.stop().catch(() => {});
    process.exit(code);
  };
  child.on("exit", (code) => void stop(code ?? 0));
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
}

function require_next_bin(): string {
  return path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
}

main().catch((error) => {
  console.error("[serviceloop] failed to start:", error);
  process.exit(1);
});
