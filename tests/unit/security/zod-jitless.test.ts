import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * instrumentation-client.ts switches zod to jitless parsing (our CSP forbids `eval`) by
 * preparing zod's global configuration object before zod loads, without importing zod.
 */
describe("zod's jitless switch without importing zod", () => {
  it("instrumentation-client.ts sets jitless on zod's global configuration object", async () => {
    const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
    const before = holder.__zod_globalConfig;
    await import("@/instrumentation-client");
    expect(holder.__zod_globalConfig?.jitless).toBe(true);
    // An object zod already made is kept (its other settings too), not replaced.
    if (before) expect(holder.__zod_globalConfig).toBe(before);
  });

  it("zod, loaded afterwards in a fresh process, adopts that object: config().jitless is true", () => {
    const script = `
      globalThis.__zod_globalConfig = { jitless: true };
      const { config } = await import("zod/v4/core");
      const { z } = await import("zod");
      const calls = [];
      const RealFunction = globalThis.Function;
      globalThis.Function = new Proxy(RealFunction, { construct(target, args) { calls.push(args); return Reflect.construct(target, args); } });
      z.object({ name: z.string(), age: z.number() }).parse({ name: "Ada", age: 36 });
      console.log(JSON.stringify({ jitless: config().jitless, functionCalls: calls.length }));`;
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: process.cwd(), encoding: "utf8" });
    expect(JSON.parse(out.trim())).toEqual({ jitless: true, functionCalls: 0 });
  });

  it("without it, zod would compile the parser with new Function (what the CSP reports)", () => {
    const script = `
      const { z } = await import("zod");
      const calls = [];
      const RealFunction = globalThis.Function;
      globalThis.Function = new Proxy(RealFunction, { construct(target, args) { calls.push(args); return Reflect.construct(target, args); } });
      z.object({ name: z.string(), age: z.number() }).parse({ name: "Ada", age: 36 });
      console.log(JSON.stringify({ functionCalls: calls.length }));`;
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: process.cwd(), encoding: "utf8" });
    expect(JSON.parse(out.trim()).functionCalls).toBeGreaterThan(0);
  });
});
