import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * The production build the multi-process tests run (test:instances, test:faults): built here,
 * or with SKIP_BUILD=1 the one already in NEXT_DIST_DIR (default .next) — exits when neither.
 * Returns the environment for the app processes and the build's directory.
 */
export function ensureProductionBuild(): { env: NodeJS.ProcessEnv & { NODE_ENV: "production" }; distDir: string } {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" as const };
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (process.env.SKIP_BUILD === "1") {
    if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) {
      console.error(`SKIP_BUILD=1 but there is no production build in ${distDir}/.`);
      process.exit(1);
    }
  } else if (spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit", env }).status !== 0) {
    process.exit(1);
  }
  return { env, distDir };
}
