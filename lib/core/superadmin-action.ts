import "server-only";
import type { z } from "zod";
import { currentSuperadmin, type SuperadminContext } from "@/lib/identity/staff/require-superadmin";
import { failure } from "@/lib/foundation/action-result";
import { defineAction, type WrappedAction } from "./define-action";
import { currentRequestInfo, type RequestInfo } from "./request-context";

export type SuperadminActionContext = SuperadminContext & { request: RequestInfo };

export async function resolveSuperadminContext() {
  const admin = await currentSuperadmin().catch(() => null);
  if (!admin) return failure("unauthenticated");
  return { ...admin, request: await currentRequestInfo() } satisfies SuperadminActionContext;
}

/** A platform-operator server action: a database-checked superadmin, zod input, typed errors. */
export function superadminAction<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.output<S>, admin: SuperadminActionContext) => Promise<T>,
  options: { fallback?: string } = {},
): WrappedAction<T> {
  return defineAction({ kind: "superadmin", schema, authenticate: resolveSuperadminContext, handler, fallback: options.fallback });
}
