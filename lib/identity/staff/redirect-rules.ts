import type { DetectedUserType } from "./detect-user-type";

/**
 * Spec §2 "Redirect rules" for the main host, as one pure table that proxy.ts applies and
 * the unit tests pin down. Pages and actions check access again on the server; this only
 * spares a signed-out visitor the round trip and sends people to the right place.
 *
 * Adaptation: the spec's SPA sent a signed-out visitor on "any other path" to /auth; here
 * the public site (marketing pages, waitlist, invitations, unknown paths → 404) is public,
 * so the rules apply to the business area /admin, which is the protected path. The spec's
 * exemptions (/, /auth*, /demo-portal*, /superadmin*) never redirect to /auth.
 */
export type RedirectUser = {
  userType: DetectedUserType;
  /** For a customer: their portal's dashboard on their business's host. */
  portalHome?: string | null;
  /**
   * The request carries a support-view cookie (docs/decisions/support-view-as.md): a superadmin
   * may then open /admin, where the pages check the session in the database.
   */
  supportView?: boolean;
};

export type RedirectDecision = { to: string } | null;

export const AUTH_PATH = "/auth";
export const SUPERADMIN_LOGIN_PATH = "/superadmin/login";

export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The spec's exemptions from the "send to /auth" rules. */
export function isExemptPath(pathname: string): boolean {
  return (
    pathname === "/" ||
    pathname.startsWith("/auth") ||
    pathname.startsWith("/demo-portal") ||
    pathname.startsWith("/superadmin")
  );
}

export function isProtectedPath(pathname: string): boolean {
  return !isExemptPath(pathname) && isUnder(pathname, "/admin");
}

/** Where a signed-in user of a known type belongs; null when there is nowhere to send them. */
export function dashboardFor(user: RedirectUser): string | null {
  switch (user.userType) {
    case "business_owner":
    case "employee":
      return "/admin/dashboard";
    case "superadmin":
      return "/superadmin/dashboard";
    case "customer":
      return user.portalHome ?? null;
    default:
      return null;
  }
}

/**
 * The redirect for a request to `pathname` by `user` (null: not signed in), or null to
 * let it through. `search` is the query string (with "?") kept in a callbackUrl.
 */
export function redirectFor(pathname: string, user: RedirectUser | null, search = ""): RedirectDecision {
  if (pathname === "/admin" || pathname === "/admin/") return { to: "/admin/dashboard" };
  if (pathname === "/superadmin" || pathname === "/superadmin/") return { to: "/superadmin/dashboard" };

  if (user && user.userType !== "unknown" && (pathname === "/" || pathname === AUTH_PATH)) {
    const home = dashboardFor(user);
    return home ? { to: home } : null;
  }

  if (isUnder(pathname, "/superadmin")) {
    if (pathname === SUPERADMIN_LOGIN_PATH) {
      return user?.userType === "superadmin" ? { to: "/superadmin/dashboard" } : null;
    }
    return user?.userType === "superadmin" ? null : { to: SUPERADMIN_LOGIN_PATH };
  }

  if (isProtectedPath(pathname)) {
    if (!user) return { to: `${AUTH_PATH}?${new URLSearchParams({ callbackUrl: pathname + search })}` };
    if (user.userType === "unknown") return { to: AUTH_PATH };
    // A superadmin in support view looks at one business's area (read-only, checked by the pages).
    if (user.userType === "superadmin" && user.supportView) return null;
    // Customers and superadmins are not staff: the business-area guard sends them to /auth,
    // which in turn forwards them to their own dashboard.
    if (user.userType !== "business_owner" && user.userType !== "employee") return { to: AUTH_PATH };
  }
  return null;
}
