import { z } from "zod";

/** A pg-boss queue name as pg-boss accepts it (letters, digits, _ . - /), client-safe. */
export const retryQueueSchema = z.object({
  queue: z
    .string({ error: "Invalid value" })
    .min(1, { error: "Invalid value" })
    .max(100, { error: "Invalid value" })
    .regex(/^[\w.\-/]+$/, { error: "Invalid value" }),
});
