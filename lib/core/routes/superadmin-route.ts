import "server-only";
import { resolveSuperadminContext, type SuperadminActionContext } from "../superadmin-action";
import { defineRoute, type RouteParams, type WrappedRoute } from "./define-route";

export type SuperadminRouteContext = SuperadminActionContext & { params: RouteParams };

/** A route for the signed-in platform operator. */
export function superadminRoute(
  handler: (request: Request, ctx: SuperadminRouteContext) => Promise<Response>,
  options: { fallback?: string } = {},
): WrappedRoute {
  return defineRoute({ kind: "superadmin", format: "api", fallback: options.fallback, authenticate: resolveSuperadminContext, handler });
}
