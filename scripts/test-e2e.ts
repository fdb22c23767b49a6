/**
 * `npm run test:e2e [-- playwright args]`: builds the app, gives it a fresh seeded database
 * and runs Playwright in Chromium against the production server.
 * With DATABASE_URL the database is `${name}_e2e` on that server; otherwise embedded PGlite.
 */
import { spawnSync } from "node:child_process";
import { CHROMIUM_HELP, findChromium } from "./find-chromium";
import { createFreshServerDatabase } from "../tests/support/test-database";

if (!findChromium()) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
const run = (cmd: string, args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.SKIP_BUILD !== "1") run("npx", ["next", "build"]);
const env: Record<string, string> = {};
if (process.env.DATABASE_URL) {
  const base = process.env.DATABASE_URL;
  const name = (new URL(base).pathname.slice(1) || "postgres") + (process.env.E2E_DB_SUFFIX ?? "_e2e");
  env.E2E_DATABASE_URL = await createFreshServerDatabase(base, name);
}
run("npx", ["playwright", "test", ...process.argv.slice(2)], env);
