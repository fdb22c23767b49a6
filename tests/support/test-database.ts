/**
 * Gives a test run its own migrated and seeded database:
 * - with DATABASE_URL (a real Postgres server, as on CI): a fresh database named
 *   `${base}_${label}` is dropped and created on that server;
 * - without: an in-memory embedded PGlite served over the wire protocol.
 */
import postgres from "postgres";
import { startEmbeddedDatabase } from "../../db/embedded";
import { runMigrations } from "../../db/migrate";
import { seedDemoData } from "../../db/seed";

export type TestDatabase = { url: string; stop: () => Promise<void> };

/** Drops and creates `name` on the server of `baseUrl` (through its maintenance database). */
export async function createFreshServerDatabase(baseUrl: string, name: string): Promise<string> {
  const maintenance = new URL(baseUrl);
  maintenance.pathname = "/postgres";
  const admin = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropServerDatabase(baseUrl: string, name: string): Promise<void> {
  const maintenance = new URL(baseUrl);
  maintenance.pathname = "/postgres";
  const admin = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * `serverUrl` (default DATABASE_URL) names the Postgres server; without one the database is
 * its own in-memory PGlite. Pass it explicitly where DATABASE_URL has already been replaced
 * by a test database's URL (inside Vitest), or the "fresh" database would be made on that one.
 */
export async function provisionTestDatabase(
  label: string,
  options: { seed?: boolean; appUrl?: string; serverUrl?: string } = {},
): Promise<TestDatabase> {
  const base = "serverUrl" in options ? options.serverUrl : process.env.DATABASE_URL;
  let url: string;
  let stop = async () => {};
  if (base) {
    const baseName = new URL(base).pathname.slice(1) || "postgres";
    const name = `${baseName}_${label}`.replace(/[^a-zA-Z0-9_]/g, "_");
    url = await createFreshServerDatabase(base, name);
    stop = () => dropServerDatabase(base, name);
  } else {
    const embedded = await startEmbeddedDatabase({ dataDir: "memory://" });
    url = embedded.url;
    stop = embedded.stop;
  }
  try {
    await runMigrations(url);
    if (options.seed !== false) await seedDemoData(url, { appUrl: options.appUrl });
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  return { url, stop };
}
