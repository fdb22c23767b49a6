import { config } from "zod/v4/core";

/**
 * Runs in the browser before the app's own code. Zod compiles object parsers with
 * `new Function` when it may, and probes whether it may by trying; under our CSP
 * (no 'unsafe-eval', docs/decisions/content-security-policy.md) the probe is reported as a
 * violation even though zod catches it. Jitless parsing never probes.
 *
 * Only `config` from zod's core, never the `z` namespace: this file is in every page's first
 * load, and importing `z` put all of zod (~31 kB gzip) there, on pages that parse nothing.
 */
config({ jitless: true });
