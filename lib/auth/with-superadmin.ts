import "server-only";
import type { z } from "zod";
import { firstErrorMessage } from "@/lib/validation";
import { fail, type ActionResult } from "./action-result";
import { currentSuperadmin, type SuperadminContext } from "./require-superadmin";
import { AppError } from "./app-error";

/** Wraps a superadmin server action: database-checked superadmin, zod input, typed errors → 4xx. */
export function withSuperadmin<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.output<S>, admin: SuperadminContext) => Promise<T>,
): (input: unknown) => Promise<ActionResult<T>> {
  return async (input: unknown) => {
    const admin = await currentSuperadmin().catch(() => null);
    if (!admin) return fail(401);
    const parsed = schema.safeParse(input);
    if (!parsed.success) return fail(400, firstErrorMessage(parsed.error));
    try {
      return { ok: true, data: await handler(parsed.data, admin) };
    } catch (error) {
      if (error instanceof AppError) return fail(error.status, error.message);
      console.error("superadmin action failed", error);
      return fail(500);
    }
  };
}
