// @ts-check
/**
 * Mutation testing of the security-critical folders (issue 16 item 5): `npm run test:mutation`
 * (scripts/test-mutation.ts runs Stryker once per group of folders, each against its own
 * tests). Not part of `npm test` or CI (it is slow). Each mutant runs only the tests that cover it
 * (perTest), with the TypeScript checker discarding mutants that do not compile. Needs a
 * Postgres server in DATABASE_URL for speed (each worker provisions its own database), or
 * uses embedded PGlite without it. The HTML report goes to reports/mutation/ (git-ignored);
 * scripts/test-mutation.ts prints the score per folder.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const group = process.env.MUTATION_GROUP ?? "all";

export default {
  packageManager: "npm",
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts", related: false },
  checkers: ["typescript"],
  tsconfigFile: "tsconfig.json",
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: "perTest",
  // Two shared cores: one type-checker and one test runner.
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  timeoutMS: 30_000,
  timeoutFactor: 2,
  // A static mutant (module-level code) would need every test; they are few and such code is config.
  ignoreStatic: true,
  mutate: [
    "lib/identity/**/*.ts",
    "lib/tenancy/**/*.ts",
    "lib/core/**/*.ts",
    "lib/quotes/**/*.ts",
    "lib/contracts/**/*.ts",
    "lib/invoices/**/*.ts",
    "lib/messaging/**/*.ts",
    "lib/notifications/**/*.ts",
    "lib/catalog/**/*.ts",
    "lib/customers/**/*.ts",
    "lib/scheduling/**/*.ts",
    "lib/files/**/*.ts",
  ],
  // Anchored to the root: a bare "reports" would also drop lib/reports from the sandbox.
  ignorePatterns: ["/.next*", "/.data", "/reports", "/test-results", "/playwright-report", "/.stryker-tmp"],
  reporters: ["clear-text", "progress", "html", "json"],
  // One report per group of folders (scripts/test-mutation.ts sets MUTATION_GROUP).
  htmlReporter: { fileName: `reports/mutation/${group}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${group}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
};
