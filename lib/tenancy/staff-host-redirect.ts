import { apexHostname, staffHostFor } from "./parse-host";

/** The staff areas: pages that need a staff (or superadmin) session, and sign-in itself. */
const STAFF_AREAS = ["/admin", "/auth", "/superadmin", "/invite"] as const;

/** True for a page of a staff area (`/admin`, `/auth`, `/superadmin`, `/invite`, and below). */
export function isStaffPath(pathname: string): boolean {
  return STAFF_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

export type StaffHostRequest = { method: string; host: string | null; pathname: string; search: string };

/**
 * Where a staff page opened on the apex or `www.` goes: the same path and query on `app.`, the
 * one staff host, where the staff session cookie lives — so nobody signs in on the apex and is
 * asked again on `app.` (docs/decisions/one-staff-host.md). Only reads (GET, HEAD) move; the
 * scheme is APP_URL's. Null when the request stays where it is (marketing pages, API routes,
 * `app.` itself, tenants).
 */
export function staffHostRedirect(request: StaffHostRequest, appUrl = process.env.APP_URL ?? "http://localhost:3000"): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!isStaffPath(request.pathname)) return null;
  const staffHost = staffHostFor(request.host, apexHostname(appUrl));
  if (!staffHost) return null;
  return `${new URL(appUrl).protocol}//${staffHost}${request.pathname}${request.search}`;
}
