/**
 * Runs in the browser before the app's own code. Zod compiles object parsers with
 * `new Function` when it may, and probes whether it may by trying; under our CSP
 * (no 'unsafe-eval', docs/decisions/content-security-policy.md) the probe is reported as a
 * violation even though zod catches it. Jitless parsing never probes.
 *
 * Zod keeps its global configuration on `globalThis.__zod_globalConfig` and adopts an object
 * already there when it loads, so `jitless` is set here without importing zod at all: this
 * file is in every page's first load, and importing even `config` from zod's core put ~5 kB
 * gzip of its utilities there, on pages that parse nothing (the whole `z` namespace, ~31 kB,
 * before that). tests/unit/security/zod-jitless.test.ts fails if zod stops adopting it.
 */
const zodHolder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig = Object.assign(zodHolder.__zod_globalConfig ?? {}, { jitless: true });

export {};
