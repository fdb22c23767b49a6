import "server-only";
import type { z } from "zod";
import { firstErrorMessage } from "@/lib/validation";
import { auth } from "@/auth";
import { fail, type ActionResult } from "./action-result";
import { AppError } from "./app-error";
import { hasAnyPermission, type Permission } from "./permissions";
import { staffContextFor, type StaffContext } from "./staff-context";

/**
 * Wraps a staff server action (CONVENTIONS "withStaff(permission)"): authenticates against
 * the database, requires any one of the permissions (none = any staff member), validates
 * the input with the operation's zod schema (first message only, spec §5) and turns typed
 * domain errors into 4xx results. Unexpected errors are logged, never shown.
 */
export function withStaff<S extends z.ZodType, T>(
  permissions: Permission | readonly Permission[] | null,
  schema: S,
  handler: (input: z.output<S>, staff: StaffContext) => Promise<T>,
): (input: unknown) => Promise<ActionResult<T>> {
  const anyOf = permissions === null ? [] : typeof permissions === "string" ? [permissions] : permissions;
  return async (input: unknown) => {
    const session = await auth();
    const staff = session?.user?.id ? await staffContextFor(session.user.id).catch(() => null) : null;
    if (!staff) return fail(401);
    if (!hasAnyPermission(staff.permissions, anyOf)) return fail(403);
    const parsed = schema.safeParse(input);
    if (!parsed.success) return fail(400, firstErrorMessage(parsed.error));
    try {
      const data = await handler(parsed.data, staff);
      return { ok: true, data };
    } catch (error) {
      if (error instanceof AppError) return fail(error.status, error.message);
      console.error("staff action failed", error);
      return fail(500);
    }
  };
}
