import type { z } from "zod";
import { firstErrorMessage } from "@/lib/validation/first-error";

/** The first message a schema gives for an input (what a form and a route show), or null when it passes. */
export function messageFor(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstErrorMessage(result.error);
}

/** The first issue a schema gives for an input as "path: message" (so a test sees which field), or "valid". */
export function problemOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) return "valid";
  const issue = result.error.issues[0];
  return `${issue.path.join(".")}: ${issue.message}`;
}
