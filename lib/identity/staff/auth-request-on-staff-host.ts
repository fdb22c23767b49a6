import { NextRequest } from "next/server";
import { staffOrigin } from "@/lib/tenancy/staff-url";

/**
 * Auth.js builds its own URLs — the OAuth callback's redirect_uri, the redirects after sign-in —
 * from request.url, whose origin in a route handler is Next's own listening address
 * (http://localhost:{port}), not the host the browser used. The sign-in action, though, builds
 * the redirect_uri from the Host header, so the provider saw two different URIs ("invalid_grant").
 * Staff sign in on the staff host only (docs/decisions/one-staff-host.md): Auth.js's endpoints
 * are addressed there, with APP_URL's scheme.
 */
export function authRequestOnStaffHost(request: NextRequest, appUrl = process.env.APP_URL ?? "http://localhost:3000"): NextRequest {
  const url = new URL(request.url);
  return new NextRequest(`${staffOrigin(appUrl)}${url.pathname}${url.search}`, request);
}
