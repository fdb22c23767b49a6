import { z } from "zod";

/**
 * Runs in the browser before the app's own code. Zod compiles object parsers with
 * `new Function` when it may, and probes whether it may by trying; under our CSP
 * (no 'unsafe-eval', docs/decisions/content-security-policy.md) the probe is reported as a
 * violation even though zod catches it. Jitless parsing never probes.
 */
z.config({ jitless: true });
