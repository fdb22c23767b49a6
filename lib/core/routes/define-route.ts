import "server-only";
import { unstable_rethrow } from "next/navigation";
import { failure, type ActionFailure } from "@/lib/foundation/action-result";
import { isFailure } from "../define-action";
import { TEMPORARILY_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "@/lib/foundation/database-unavailable";
import { isDomainError } from "@/lib/foundation/domain-error";
import { errorResponse, type ErrorFormat } from "./error-response";

/** Marks every exported route handler made by a wrapper (see tests/unit/core/wrapper-scan.test.ts). */
export const ROUTE_KIND = Symbol.for("serviceloop.route-kind");
export type RouteKind = "public" | "customer" | "staff" | "superadmin" | "api";

export type RouteParams = Record<string, string | string[] | undefined>;
/** What Next passes a route handler as its second argument. */
export type RouteArgs = { params: Promise<any> };
export type WrappedRoute = ((request: Request, args?: RouteArgs) => Promise<Response>) & { [ROUTE_KIND]: RouteKind };

export type RouteDefinition<Ctx> = {
  kind: RouteKind;
  format: ErrorFormat;
  /** The context, a refusal to answer in the format, or a finished Response (e.g. 429 with Retry-After). */
  authenticate: (request: Request) => Promise<Ctx | ActionFailure | Response>;
  handler: (request: Request, ctx: Ctx & { params: RouteParams }) => Promise<Response>;
  /** The message of an unexpected failure (500); the spec's 'Failed to …' where it has one. */
  fallback?: string;
};

/**
 * The shared engine of every route handler: authenticate, run, and turn typed domain errors
 * into their status with the format's error body. An unexpected error is logged and
 * answered 500 without its text; Next's own control flow passes through.
 */
export function defineRoute<Ctx>(definition: RouteDefinition<Ctx>): WrappedRoute {
  const route = async (request: Request, args?: RouteArgs): Promise<Response> => {
    try {
      const ctx = await definition.authenticate(request);
      if (ctx instanceof Response) return ctx;
      if (isFailure(ctx)) return errorResponse(definition.format, ctx);
      const params = ((await args?.params) ?? {}) as RouteParams;
      return await definition.handler(request, { ...ctx, params });
    } catch (error) {
      unstable_rethrow(error);
      if (isDomainError(error)) return errorResponse(definition.format, failure(error.code, error.message));
      const cause = error instanceof FailedWith ? error.cause : error;
      if (isDatabaseUnavailable(cause)) return unavailableResponse(definition.format);
      console.error(`${definition.kind} route ${new URL(request.url).pathname} failed`, cause);
      return errorResponse(definition.format, failure("internal", error instanceof FailedWith ? error.message : definition.fallback));
    }
  };
  return Object.assign(route, { [ROUTE_KIND]: definition.kind }) as WrappedRoute;
}

/**
 * The database is out of reach (issue 44 item 3): 503 with Retry-After (errorResponse), so
 * clients and load balancers wait and retry instead of treating it as a bug. Logged without the stack.
 */
function unavailableResponse(format: ErrorFormat): Response {
  console.warn("database unavailable: answered 503");
  return errorResponse(format, failure("unavailable", TEMPORARILY_UNAVAILABLE_MESSAGE));
}

/** A route segment parameter as one string ("" when absent). */
export function param(params: RouteParams, name: string): string {
  const value = params[name];
  return typeof value === "string" ? value : Array.isArray(value) ? (value[0] ?? "") : "";
}

/** An unexpected failure with the message the user should see (the spec's 'Failed to …'). */
class FailedWith extends Error {}

/**
 * Runs one step of a handler whose unexpected failure has its own wording (e.g. 'Failed to
 * fetch quotes'); typed domain errors pass through with their own message and status.
 */
export async function withFallback<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isDomainError(error)) throw error;
    throw new FailedWith(message, { cause: error });
  }
}
