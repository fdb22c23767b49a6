/**
 * `npm test`: the whole suite — typecheck, unit and integration tests (Vitest, against a
 * real Postgres: DATABASE_URL or the embedded one), then the browser tests against the
 * production build (scripts/test-e2e.ts). Ends with one line "tests: N passed, N failed".
 *
 * SUITE_DATABASE_PASS=1 is for a second pass on another database (.ci/run's run on the Postgres
 * server): it runs the integration project alone — the tests that talk to the database engine
 * directly. The typecheck, the unit project and the browser tests ran in the first pass on the
 * same checkout and build; the browser tests reach the database only through the same domain
 * operations the integration tests call (docs/decisions/ci-database-pass.md).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_HELP, findChromium } from "./find-chromium";

if (!findChromium()) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "serviceloop-tests-"));
const vitestReport = path.join(reports, "vitest.json");
const e2eReport = path.join(reports, "e2e.json");

const databasePassOnly = process.env.SUITE_DATABASE_PASS === "1";
const vitestArgs = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`];
type Step = [label: string, command: string, args: string[]];
const typecheck: Step = ["typecheck", "npx", ["tsc", "--noEmit"]];
// The layer rule (eslint.config.mjs; docs/decisions/layers-ground-floor.md): no upward import in lib/.
const layers: Step = ["layers", "npx", ["eslint", "lib"]];
const steps: Step[] = databasePassOnly
  ? [["vitest", "npx", [...vitestArgs, "--project", "integration"]]]
  : [typecheck, layers, ["vitest", "npx", vitestArgs], ["e2e", "npx", ["tsx", "scripts/test-e2e.ts"]]];
let failedStep: string | null = null;
const suiteStarted = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)}s`;
for (const [label, cmd, args] of steps) {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const stepStarted = Date.now();
  const result = spawnSync(cmd, args, {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", E2E_JSON_REPORT: e2eReport },
  });
  // Durations per step, so the suite's growth shows where the time goes.
  console.log(`[test-all] ${label}: ${seconds(stepStarted)}`);
  if (result.status !== 0) {
    failedStep = `${cmd} ${args[0]} ${args[1] ?? ""}`.trim();
    break;
  }
}

function readJson(file: string): any {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}
const vitest = readJson(vitestReport);
const e2e = readJson(e2eReport);
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
fs.rmSync(reports, { recursive: true, force: true });
if (failedStep) console.error(`\nstep failed: ${failedStep}`);
console.log(`\n[test-all] whole suite: ${seconds(suiteStarted)} (${process.env.DATABASE_URL ? "Postgres server from DATABASE_URL" : "embedded PGlite"}${databasePassOnly ? "; database pass: the integration project alone" : ""})`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failedStep || failed > 0 ? 1 : 0);
