import os from "node:os";

/**
 * Waits until the machine's one-minute load average is under `maxLoad` (at most `maxMinutes`),
 * so that work started beside the long data load (a mutation run, a build) has ended before the
 * timings begin. Returns the minutes waited; when the limit passes it returns anyway and the
 * caller prints the load beside its figures.
 */
export async function waitForQuietMachine(options: { maxLoad: number; maxMinutes: number; log: (line: string) => void }): Promise<number> {
  const started = Date.now();
  const load = () => os.loadavg()[0]!;
  if (load() < options.maxLoad) return 0;
  options.log(`waiting for a quiet machine: load ${load().toFixed(2)}, timings start below ${options.maxLoad} (at most ${options.maxMinutes} min)`);
  while (load() >= options.maxLoad && Date.now() - started < options.maxMinutes * 60_000) {
    await new Promise((r) => setTimeout(r, 15_000));
  }
  const minutes = (Date.now() - started) / 60_000;
  options.log(`waited ${minutes.toFixed(1)} min; load ${load().toFixed(2)}`);
  return minutes;
}
