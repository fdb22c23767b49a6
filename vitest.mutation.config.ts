import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The tests `npm run test:mutation` runs against each mutant (stryker.config.mjs): the unit
 * and integration tests of the mutated folders, in one flat project (Stryker's runner wants
 * one), with the integration project's database setup. Not used by `npm test`.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

/** Every test that exercises a mutated folder (the union of the groups in scripts/test-mutation.ts). */
const ALL_TESTS = [
  "tests/unit/auth/**/*.test.ts",
  "tests/unit/core/**/*.test.ts",
  "tests/unit/portal/**/*.test.ts",
  "tests/unit/portal-auth/**/*.test.ts",
  "tests/unit/status/**/*.test.ts",
  "tests/unit/validation/**/*.test.ts",
  "tests/unit/parse-host.test.ts",
  "tests/unit/slug.test.ts",
  "tests/unit/tenancy.test.ts",
  "tests/integration/tenancy/**/*.test.ts",
  "tests/integration/actions/**/*.test.ts",
  "tests/integration/core/**/*.test.ts",
  "tests/integration/portal/**/*.test.ts",
  "tests/integration/portal-auth/**/*.test.ts",
  "tests/integration/staff-auth/**/*.test.ts",
  "tests/integration/tenant-lookup.test.ts",
  "tests/integration/storage.test.ts",
  "tests/integration/mark-overdue-invoices.test.ts",
  "tests/integration/marketing/public-forms.test.ts",
  "tests/integration/security/**/*.test.ts",
  "tests/integration/customers/**/*.test.ts",
  "tests/integration/api/api-core.test.ts",
  "tests/integration/api/customers.test.ts",
  "tests/integration/platform/support-view.test.ts",
];

export default defineConfig({
  resolve: {
    alias: { "@": root, "server-only": path.resolve(root, "tests/support/empty-module.ts") },
  },
  test: {
    // scripts/test-mutation.ts runs each group of folders against its own tests (MUTATION_TESTS).
    include: process.env.MUTATION_TESTS ? process.env.MUTATION_TESTS.split(",") : ALL_TESTS,
    // Bulk data for the query budget is not about who may see what.
    exclude: ["tests/integration/portal/query-count.test.ts"],
    environment: "node",
    server: { deps: { inline: ["next-auth", "@auth/core"] } },
    globalSetup: ["tests/support/integration-global-setup.ts"],
    setupFiles: ["tests/support/integration-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
