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
  // The first, unmutated run of a scheduling group (its portal and action suites on a database)
  // took over Stryker's default 5 minutes beside a bench:scale load, and the group died unscored.
  dryRunTimeoutMinutes: 20,
  // Static mutants (module-level code: permission tables, method sets, message texts) run against
  // every test of their group. With ignoreStatic on, a mutant loaded at module level by most test
  // files but inside a test by one (a dynamic import) counted as covered by that one test only, and
  // "survived" tests that would have killed it: 156 false survivors across three groups.
  ignoreStatic: false,
  mutate: [
    "lib/identity/**/*.ts",
    "lib/tenancy/**/*.ts",
    "lib/core/**/*.ts",
    "lib/foundation/**/*.ts",
    "lib/quotes/**/*.ts",
    "lib/contracts/**/*.ts",
    "lib/money/**/*.ts",
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
  // Results are kept per group in git (reports/mutation-baseline/, see .gitignore): a later run
  // re-tests only the mutants whose code or covering tests changed, so a folder's score survives
  // from one session (and machine) to the next instead of costing the whole run again.
  incremental: true,
  incrementalFile: `reports/mutation-baseline/${group}.json`,
  // One report per group of folders (scripts/test-mutation.ts sets MUTATION_GROUP).
  htmlReporter: { fileName: `reports/mutation/${group}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${group}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 90, low: 80, break: null },
  // One sandbox folder per group, so two groups can run side by side.
  tempDirName: `.stryker-tmp/${group}`,
  cleanTempDir: true,
};
