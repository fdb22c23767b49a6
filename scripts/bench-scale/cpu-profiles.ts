/**
 * `BENCH_CPU_PROFILE=<dir>` for bench:scale: the server runs with `--cpu-prof`, and after it
 * stops, every route's first timed window is summarised from its profile
 * (scripts/bench/cpu-profile-summary.ts) — with `BENCH_ROUTES`, a large and a small tenant's
 * request side by side, by area and by function.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type ProfileWindow = { fromUs: number; toUs: number };

/** The monotonic clock in µs, the clock V8's profiles are stamped with. */
export const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** How to start scripts/serve.ts: with a profile, one process with tsx as a loader (tsx's CLI would run it in a child). */
export function serverLaunch(profileDir: string | null): string[] {
  if (!profileDir) return ["./node_modules/tsx/dist/cli.mjs", "scripts/serve.ts", "start"];
  fs.mkdirSync(profileDir, { recursive: true });
  return ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "--import", "tsx", "scripts/serve.ts", "start"];
}

/** The server's profile in `profileDir`: the largest written (worker threads write their own), or null. */
export function largestProfile(profileDir: string): string | null {
  const [largest] = fs
    .readdirSync(profileDir)
    .filter((f) => f.endsWith(".cpuprofile"))
    .map((f) => path.join(profileDir, f))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
  return largest ?? null;
}

/** The server's profile summarised per window. */
export function printWindowProfiles(profileDir: string, windows: Map<string, ProfileWindow>, out: (line: string) => void): void {
  const largest = largestProfile(profileDir);
  if (!largest) return out(`no CPU profile was written to ${profileDir}`);
  for (const [label, window] of windows) {
    out(`\n--- CPU profile of ${label}, first timed window`);
    const summary = spawnSync(
      process.execPath,
      ["./node_modules/tsx/dist/cli.mjs", "scripts/bench/cpu-profile-summary.ts", largest, "--top", "15", "--from-us", String(window.fromUs), "--to-us", String(window.toUs)],
      { encoding: "utf8" },
    );
    out(summary.stdout.trimEnd());
  }
}
