import "server-only";
import type { z } from "zod";
import { auth } from "@/auth";
import { hasAnyPermission, type Permission } from "@/lib/identity/permissions";
import { signedInStaffContext } from "@/lib/identity/staff/signed-in-staff";
import type { StaffContext } from "@/lib/identity/staff/staff-context";
import { SUPPORT_VIEW_READ_ONLY_MESSAGE } from "@/lib/platform/support-view/support-view-messages";
import { BUSINESS_SUSPENDED_MESSAGE } from "@/lib/businesses/suspension-messages";
import { failure } from "@/lib/foundation/action-result";
import { refuseRecordsOutOfScope } from "@/lib/locations/refuse-records-out-of-scope";
import { defineAction, type WrappedAction } from "./define-action";
import { currentRequestInfo, type RequestInfo } from "./request-context";

export type StaffActionContext = StaffContext & { request: RequestInfo };

/** Any signed-in owner or employee of the business, whatever their permissions. */
export const ANY_STAFF = null;

/**
 * What the caller is about to do: `"read"` only for a route answering a safe method without
 * side effects; every server action is a `"write"`. Support view may only read.
 */
export type StaffAccess = "read" | "write";

/** The signed-in staff member as the database says now, with any one of the permissions. */
export async function resolveStaffContext(permissions: Permission | readonly Permission[] | null, access: StaffAccess = "write") {
  const anyOf = permissions === null ? [] : typeof permissions === "string" ? [permissions] : permissions;
  const session = await auth();
  const staff = session?.user?.id ? await signedInStaffContext(session.user.id).catch(() => null) : null;
  if (!staff) return failure("unauthenticated");
  // Support view (a superadmin looking at this business) is read-only, for every action and route;
  // a suspended business may still be looked at.
  if (staff.supportView && access !== "read") return failure("forbidden", SUPPORT_VIEW_READ_ONLY_MESSAGE);
  if (staff.businessSuspendedAt && !staff.supportView) return failure("forbidden", BUSINESS_SUSPENDED_MESSAGE);
  if (!hasAnyPermission(staff.permissions, anyOf)) return failure("forbidden");
  return { ...staff, request: await currentRequestInfo() } satisfies StaffActionContext;
}

/**
 * A business-workspace server action (CONVENTIONS "withStaff(permission)"): authenticated
 * against the database, any one of the permissions required (ANY_STAFF = none), input
 * validated with the operation's schema, scoped to the staff member's business.
 */
export function staffAction<S extends z.ZodType, T>(
  permissions: Permission | readonly Permission[] | typeof ANY_STAFF,
  schema: S,
  handler: (input: z.output<S>, staff: StaffActionContext) => Promise<T>,
  options: { fallback?: string } = {},
): WrappedAction<T> {
  return defineAction({
    kind: "staff",
    schema,
    authenticate: () => resolveStaffContext(permissions),
    handler: async (input, staff) => {
      // A location-limited member acts only on their locations' records (issue 38 item 3).
      await refuseRecordsOutOfScope(staff, input);
      return handler(input, staff);
    },
    fallback: options.fallback,
  });
}
