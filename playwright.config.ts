import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/find-chromium";
import { e2eDatabaseUrl } from "./tests/e2e/database-url";
import { e2eOidcPort, e2ePort } from "./tests/e2e/ports";
import { E2E_STRIPE_SECRET_KEY, E2E_STRIPE_WEBHOOK_SECRET } from "./tests/support/fake-stripe/e2e-keys";

/**
 * End-to-end tests drive Chromium against the production build. scripts/test-e2e.ts builds it,
 * picks free ports (E2E_PORT, E2E_OIDC_PORT) and provides the migrated, seeded database
 * (E2E_DATABASE_URL) that both the server and the specs use.
 */
const port = e2ePort();
const appUrl = `http://localhost:${port}`;
const executablePath = findChromium() ?? undefined;
// The admin project's Google round trip: a local OpenID provider (tests/e2e/admin/oidc-provider.ts,
// started by that spec) stands in for Google.
const oidcPort = e2eOidcPort();
// Card payments: the fake Stripe scripts/test-e2e.ts serves (tests/support/fake-stripe); without it, none.
const stripePort = process.env.E2E_STRIPE_PORT;
const stripeEnv: Record<string, string> = stripePort
  ? { STRIPE_SECRET_KEY: E2E_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${stripePort}` }
  : {};

// Custom domains: the app's DNS lookups go to the fake DNS server the domain spec runs on this port.
const dnsPort = process.env.E2E_DNS_PORT;
const dnsEnv: Record<string, string> = dnsPort ? { DNS_SERVERS: `127.0.0.1:${dnsPort}` } : {};

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, so parallel runs on one checkout never delete each other's traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  // A flaky test must show, not pass on a second try.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
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
    // A business's whole life across its owner, crew and customer (issue 37 item 8).
    { name: "journey", testMatch: /journey\/.*\.spec\.ts/, use: { ...devices["Desktop Chrome"] } },
    // The authorisation matrix (tests/e2e/security): raw HTTP against the production server, no browser.
    { name: "security", testMatch: /security\/.*\.spec\.ts/ },
  ],
  webServer: {
    command: "node ./node_modules/tsx/dist/cli.mjs scripts/serve.ts start",
    url: `${appUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: port,
      APP_URL: appUrl,
      // No NODE_ENV: scripts/serve.ts sets it itself, and the suite must start the server exactly
      // as the README's `npm start` does (a NODE_ENV set too late once failed every Pages Router page).
      // Set as a production deployment must (the Security testing probe checks it).
      AUTH_SECRET: "e2e-auth-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
      NEXT_TELEMETRY_DISABLED: "1",
      // The webhooks e2e registers an endpoint on a local test server (http://127.0.0.1:<port>).
      WEBHOOKS_ALLOW_PRIVATE: "1",
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
      GOOGLE_CLIENT_ID: "serviceloop-e2e",
      GOOGLE_CLIENT_SECRET: "serviceloop-e2e-secret",
      GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
      // Already migrated and seeded: scripts/serve.ts finds the demo data and starts no database of its own.
      DATABASE_URL: e2eDatabaseUrl(),
      ...stripeEnv,
      ...dnsEnv,
    },
  },
});
