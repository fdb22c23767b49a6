import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/find-chromium";
import { e2ePort } from "./tests/e2e/ports";

/**
 * The many-instances specs (tests/instances): scripts/test-many-instances.ts starts two app
 * instances (E2E_PORT is instance A, E2E_INSTANCE_B_PORT instance B) and two workers on one
 * Postgres database before Playwright runs, so there is no webServer here.
 */
export default defineConfig({
  testDir: "tests/instances",
  outputDir: `test-results/instances-${e2ePort()}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
});
