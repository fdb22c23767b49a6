import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { firstErrorMessage } from "@/lib/validation/first-error";
import { failure, type ActionFailure, type ActionResult } from "@/lib/foundation/action-result";
import { TEMPORARILY_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "@/lib/foundation/database-unavailable";
import { isDomainError } from "@/lib/foundation/domain-error";
import { containsNulByte, INVALID_VALUE_MESSAGE } from "@/lib/foundation/input-guard";

/**
 * Every exported server action is made by one of the audience wrappers built on this
 * (publicAction, customerAction, staffAction, superadminAction). The mark lets the scan
 * test (tests/unit/core/wrapper-scan.test.ts) prove that no action bypasses them.
 */
export const ACTION_KIND = Symbol.for("serviceloop.action-kind");
export type ActionKind = "public" | "customer" | "staff" | "superadmin";
export type WrappedAction<T> = ((input?: unknown) => Promise<ActionResult<T>>) & { [ACTION_KIND]: ActionKind };

export type ActionDefinition<S extends z.ZodType, Ctx, T> = {
  kind: ActionKind;
  /** The operation's schema, or a function of the context for rules that depend on it. */
  schema: S | ((ctx: Ctx) => S);
  /** Who is asking: the context, or the failure to answer (401/403/404…). Runs before parsing. */
  authenticate: (rawInput: unknown) => Promise<Ctx | ActionFailure>;
  handler: (input: z.output<S>, ctx: Ctx) => Promise<T>;
  /** Shown when the handler fails unexpectedly (the spec's 'Failed to …' texts). */
  fallback?: string | ((rawInput: unknown) => string);
};

export function isFailure(value: unknown): value is ActionFailure {
  return typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false;
}

/** The first issue of a failed parse, with the field it is about. */
export function validationFailure(error: z.ZodError): ActionFailure {
  const field = error.issues[0]?.path[0];
  return failure("invalid", firstErrorMessage(error), typeof field === "string" ? field : undefined);
}

/**
 * The shared engine: refuse NUL bytes, authenticate, validate with the operation's zod
 * schema (first message only, spec §5), run, and map typed domain errors to their status.
 * Next's own control flow (redirect(), notFound()) passes through untouched.
 */
export function defineAction<S extends z.ZodType, Ctx, T>(definition: ActionDefinition<S, Ctx, T>): WrappedAction<T> {
  const action = async (rawInput?: unknown): Promise<ActionResult<T>> => {
    if (containsNulByte(rawInput)) return failure("invalid", INVALID_VALUE_MESSAGE);
    try {
      const ctx = await definition.authenticate(rawInput);
      if (isFailure(ctx)) return ctx;
      const schema = typeof definition.schema === "function" ? definition.schema(ctx) : definition.schema;
      const parsed = schema.safeParse(rawInput);
      if (!parsed.success) return validationFailure(parsed.error);
      return { ok: true, data: await definition.handler(parsed.data, ctx) };
    } catch (error) {
      unstable_rethrow(error);
      if (isDomainError(error)) return failure(error.code, error.message, error.field);
      // The database out of reach is no bug (issue 44 item 3): "try again", and the composer's
      // retry (same client message id) then writes the message once.
      if (isDatabaseUnavailable(error)) return failure("unavailable", TEMPORARILY_UNAVAILABLE_MESSAGE);
      console.error(`${definition.kind} action failed`, error);
      const fallback = typeof definition.fallback === "function" ? definition.fallback(rawInput) : definition.fallback;
      return failure("internal", fallback);
    }
  };
  return Object.assign(action, { [ACTION_KIND]: definition.kind }) as WrappedAction<T>;
}
