import "server-only";
import type { Permission } from "@/lib/identity/permissions";
import { refuseRecordsOutOfScope } from "@/lib/locations/refuse-records-out-of-scope";
import { type ANY_STAFF, resolveStaffContext, type StaffActionContext } from "../staff-action";
import { defineRoute, type RouteParams, type WrappedRoute } from "./define-route";

export type StaffRouteContext = StaffActionContext & { params: RouteParams };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type StaffRouteOptions = {
  fallback?: string;
  /** A GET that changes something (e.g. Stripe's return syncing the account): refused in support view like a POST. */
  writesOnGet?: boolean;
};

/**
 * A route for a signed-in owner or employee with any one of the permissions (exports, uploads,
 * streams). A superadmin's support view passes only safe methods of routes that do not write.
 */
export function staffRoute(
  permissions: Permission | readonly Permission[] | typeof ANY_STAFF,
  handler: (request: Request, ctx: StaffRouteContext) => Promise<Response>,
  options: StaffRouteOptions = {},
): WrappedRoute {
  return defineRoute({
    kind: "staff",
    format: "api",
    fallback: options.fallback,
    authenticate: (request) => resolveStaffContext(permissions, SAFE_METHODS.has(request.method) && !options.writesOnGet ? "read" : "write"),
    handler: async (request, ctx) => {
      // A location-limited member reaches only their locations' records (issue 38 item 3).
      await refuseRecordsOutOfScope(ctx, ctx.params);
      return handler(request, ctx);
    },
  });
}
