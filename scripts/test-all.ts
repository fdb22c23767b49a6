/**
 * `npm test`: the whole suite — unit and integration tests (Vitest, against a real
 * Postgres: DATABASE_URL or the embedded one), then the browser tests against the
 * production build (scripts/test-e2e.ts).
 */
import { spawnSync } from "node:child_process";
import { CHROMIUM_HELP, findChromium } from "./find-chromium";

if (!findChromium()) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
const steps: Array<[string, string[]]> = [
  ["npx", ["tsc", "--noEmit"]],
  ["npx", ["vitest", "run"]],
  ["npx", ["tsx", "scripts/test-e2e.ts"]],
];
for (const [cmd, args] of steps) {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
