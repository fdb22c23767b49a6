/**
 * `npm run test:e2e [-- playwright args]`: builds the app, gives it a fresh seeded database
 * and runs Playwright in Chromium against the production server.
 * With DATABASE_URL the database is `${name}_e2e` on that server; otherwise embedded PGlite.
 */
import { spawnSync } from "node:child_process";
import { CHROMIUM_HELP, findChromium } from "./find-chromium";
import { createFreshServerDatabase, dropServerDatabase } from "../tests/support/test-database";

if (!findChromium()) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
const run = (cmd: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env } }).status ?? 1;

if (process.env.SKIP_BUILD !== "1" && run("npx", ["next", "build"]) !== 0) process.exit(1);
const env: Record<string, string> = {};
const base = process.env.DATABASE_URL;
// Named after this process so parallel runs never share a database.
const name = base ? `${new URL(base).pathname.slice(1) || "postgres"}_e2e_${process.pid}` : null;
if (base && name) env.E2E_DATABASE_URL = await createFreshServerDatabase(base, name);
const status = run("npx", ["playwright", "test", ...process.argv.slice(2)], env);
if (base && name) await dropServerDatabase(base, name).catch(() => {});
process.exit(status);
