import "server-only";
import { requestContext } from "../request-context";
import { defineRoute, type RouteParams, type WrappedRoute } from "./define-route";
import type { ErrorFormat } from "./error-response";

export type PublicRouteContext = { ip: string | null; userAgent: string | null; params: RouteParams };

/** A route anyone may call (health, sign-in endpoints whose credential is in the body, assets). */
export function publicRoute(
  handler: (request: Request, ctx: PublicRouteContext) => Promise<Response>,
  options: { format?: ErrorFormat; fallback?: string } = {},
): WrappedRoute {
  return defineRoute({
    kind: "public",
    format: options.format ?? "portal",
    fallback: options.fallback,
    authenticate: async (request) => requestContext(request),
    handler,
  });
}
