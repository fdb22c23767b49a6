/**
 * `npm run test:e2e [-- playwright args]`: builds the app, gives it a fresh migrated and seeded
 * database and runs Playwright in Chromium against the production server.
 *
 * - Database: with DATABASE_URL, `<name>_e2e_<pid>` on that server (dropped afterwards);
 *   without, ONE in-memory embedded PGlite served from this process. Its URL goes to the app
 *   server (playwright.config.ts → DATABASE_URL, so scripts/serve.ts starts no database of its
 *   own) and to the specs (E2E_DATABASE_URL), so both see the same data on either path.
 * - Ports: free ones (E2E_PORT, E2E_OIDC_PORT) unless set, since other runs share the machine.
 * - Stripe: a local fake (tests/support/fake-stripe) served from this process on a free port
 *   (E2E_STRIPE_PORT), posting its signed webhooks to the app; the server is pointed at it.
 * - SKIP_BUILD=1 reuses the existing build in NEXT_DIST_DIR (default .next).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_HELP, findChromium } from "./find-chromium";
import { freePort } from "./free-port";
import { provisionTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { E2E_STRIPE_WEBHOOK_SECRET } from "../tests/support/fake-stripe/e2e-keys";
import { startFakeStripe } from "../tests/support/fake-stripe/server";

if (!findChromium()) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)}s`;
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

const distDir = process.env.NEXT_DIST_DIR || ".next";
if (process.env.SKIP_BUILD === "1") {
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) {
    console.error(`SKIP_BUILD=1 but there is no production build in ${distDir}/: run without SKIP_BUILD once.`);
    process.exit(1);
  }
} else {
  const started = Date.now();
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env: baseEnv });
  if (build.status !== 0) process.exit(1);
  console.log(`[test-e2e] next build: ${seconds(started)}`);
}

const port = process.env.E2E_PORT || String(await freePort());
const oidcPort = process.env.E2E_OIDC_PORT || String(await freePort());
// The custom-domain spec serves DNS answers on this UDP port (tests/support/fake-dns.ts); the app resolves through it.
const dnsPort = process.env.E2E_DNS_PORT || String(await freePort());

let database: TestDatabase;
{
  const started = Date.now();
  // Seeded here with the run's APP_URL (as scripts/serve.ts would), before the server's start-up clock runs.
  database = await provisionTestDatabase(`e2e_${process.pid}`, { appUrl: `http://localhost:${port}` });
  const where = process.env.DATABASE_URL ? "on the DATABASE_URL server" : "embedded PGlite (in memory)";
  console.log(`[test-e2e] database ${where} migrated and seeded: ${seconds(started)}; app port ${port}, OIDC port ${oidcPort}`);
}

const fakeStripe = await startFakeStripe({ webhookUrl: `http://localhost:${port}/api/webhooks/stripe`, webhookSecret: E2E_STRIPE_WEBHOOK_SECRET });
console.log(`[test-e2e] fake Stripe on ${fakeStripe.url}`);

// Asynchronous: this process serves the embedded database (and the fake Stripe) while Playwright runs.
const started = Date.now();
const playwright = spawn(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...baseEnv, E2E_PORT: port, E2E_OIDC_PORT: oidcPort, E2E_STRIPE_PORT: String(fakeStripe.port), E2E_DNS_PORT: dnsPort, E2E_DATABASE_URL: database.url },
});
// Ctrl+C reaches Playwright through the terminal's process group by itself (a second SIGINT
// would make it skip stopping the app server); a SIGTERM to this process only is passed on.
// Either way we stay alive until Playwright exits, then remove the database.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => playwright.kill("SIGTERM"));
const status = await new Promise<number>((resolve) => playwright.on("exit", (code) => resolve(code ?? 1)));
console.log(`[test-e2e] playwright: ${seconds(started)}`);
await fakeStripe.close();
await database.stop().catch((error) => console.error("[test-e2e] could not remove the test database:", error));
// Output goes to test-results/e2e-<port> (playwright.config.ts) and ports change every run:
// keep the folder only when it holds a failure's traces.
if (status === 0) fs.rmSync(path.join("test-results", `e2e-${port}`), { recursive: true, force: true });
process.exit(status);
