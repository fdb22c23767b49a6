import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/find-chromium";

/**
 * End-to-end tests drive Chromium against the production build (`next build` first; see
 * scripts/test-e2e.ts, which also provisions the database in E2E_DATABASE_URL).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const appUrl = `http://localhost:${port}`;
const executablePath = findChromium() ?? undefined;
// The admin project's Google round trip: a local OpenID provider (tests/e2e/admin/oidc-provider.ts,
// started by that spec) stands in for Google; port + 9 (the end of each run's port range) keeps parallel runs apart.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 9);

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, so parallel runs on one checkout never delete each other's traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test-all.ts asks for a JSON report too, to print one summary line for the whole suite.
  reporter: process.env.E2E_JSON_REPORT ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]] : [["list"]],
  use: {
    baseURL: appUrl,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // Custom-domain tenants (e.g. portal.sparkle.test) resolve to this machine.
        "--host-resolver-rules=MAP *.test 127.0.0.1",
      ],
    },
  },
  projects: [
    { name: "foundation", testMatch: /foundation\/.*\.spec\.ts/, use: { ...devices["Desktop Chrome"] } },
    { name: "marketing", testMatch: /marketing\/.*\.spec\.ts/, use: { ...devices["Desktop Chrome"] } },
    { name: "admin", testMatch: /admin\/.*\.spec\.ts/, use: { ...devices["Desktop Chrome"] } },
    { name: "portal", testMatch: /portal\/.*\.spec\.ts/, use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    command: "node ./node_modules/tsx/dist/cli.mjs scripts/serve.ts start",
    url: `${appUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      APP_URL: appUrl,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
      GOOGLE_CLIENT_ID: "serviceloop-e2e",
      GOOGLE_CLIENT_SECRET: "serviceloop-e2e-secret",
      GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
      ...(process.env.E2E_DATABASE_URL
        ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
        : { EMBEDDED_DB_DIR: "memory://" }),
    },
  },
});
