import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { describeCpuPerRequest, processCpu } from "@/scripts/bench-scale/process-cpu";

/** bench:scale's CPU split (scripts/bench-scale/process-cpu.ts), read from this machine's /proc. */
describe("bench:scale CPU per request", () => {
  it("counts the CPU a process's children burn, and nothing for an unknown process", async () => {
    // The child only waits for its own child, which spins (for at most 5 s): what the app's
    // processes spend is mostly under the process the bench started.
    const parent = spawn(
      process.execPath,
      ["-e", `require("node:child_process").spawnSync(process.execPath, ["-e", "const t = Date.now(); while (Date.now() - t < 5000);"])`],
      { detached: true, stdio: "ignore" },
    );
    try {
      let appMs = 0;
      for (const started = Date.now(); appMs < 300 && Date.now() - started < 4000; ) {
        await new Promise((r) => setTimeout(r, 100));
        appMs = processCpu(parent.pid).appMs;
      }
      expect(appMs).toBeGreaterThanOrEqual(300);
      expect(processCpu(2 ** 22 + 1).appMs).toBe(0);
    } finally {
      process.kill(-parent.pid!, "SIGKILL");
    }
  });

  it("divides each side's CPU by the requests served, a backend that connected meanwhile counted from zero", () => {
    const before = { appMs: 1000, postgresMs: new Map([[11, 500]]) };
    const after = { appMs: 1800, postgresMs: new Map([[11, 600], [12, 100]]) };
    expect(describeCpuPerRequest(before, after, 400)).toBe("app 2.00 + Postgres 0.50 ms CPU per request");
    expect(describeCpuPerRequest(before, { appMs: 0, postgresMs: new Map() }, 400)).toBe("");
    expect(describeCpuPerRequest(before, after, 0)).toBe("");
  });

  it("reads a backend's CPU by its pid", () => {
    expect([...processCpu(undefined, [process.pid, 2 ** 22 + 1]).postgresMs.keys()]).toEqual([process.pid]);
    expect(processCpu(undefined, [process.pid]).postgresMs.get(process.pid)).toBeGreaterThan(0);
  });
});
