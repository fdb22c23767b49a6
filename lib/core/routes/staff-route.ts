import "server-only";
import type { Permission } from "@/lib/identity/permissions";
import { type ANY_STAFF, resolveStaffContext, type StaffActionContext } from "../staff-action";
import { defineRoute, type RouteParams, type WrappedRoute } from "./define-route";

export type StaffRouteContext = StaffActionContext & { params: RouteParams };

/** A route for a signed-in owner or employee with any one of the permissions (exports, uploads, streams). */
export function staffRoute(
  permissions: Permission | readonly Permission[] | typeof ANY_STAFF,
  handler: (request: Request, ctx: StaffRouteContext) => Promise<Response>,
  options: { fallback?: string } = {},
): WrappedRoute {
  return defineRoute({
    kind: "staff",
    format: "api",
    fallback: options.fallback,
    authenticate: () => resolveStaffContext(permissions),
    handler,
  });
}
