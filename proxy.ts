import { NextResponse, type NextRequest } from "next/server";
import { parseHost, tenantKeyOf } from "@/lib/tenancy/parse-host";
import { staffHostRedirect } from "@/lib/tenancy/staff-host-redirect";
import { TENANT_HEADER } from "@/lib/tenancy/tenant-header";
import { mainHostRedirect } from "@/lib/identity/staff/main-host-redirect";
import { REQUEST_PATH_HEADER } from "@/lib/identity/staff/request-path-header";
import { frameAncestorsFor } from "@/lib/booking/embed/embed-settings";
import { contentSecurityPolicy, generateNonce, securityHeaders } from "@/lib/security/security-headers";
import { serverActionRefusal } from "@/lib/security/server-action-body";

/**
 * Routes every request by its Host header (DESIGN.md "Hosts and areas") and sets the
 * security headers with a fresh CSP nonce. It only routes: authentication and authorisation
 * are checked again in every layout, page, action and route handler, because a proxy is not
 * a security boundary.
 */
export async function proxy(request: NextRequest) {
  const nonce = generateNonce();
  const options = {
    nonce,
    appUrl: process.env.APP_URL,
    googleIssuer: process.env.GOOGLE_ISSUER,
    development: process.env.NODE_ENV !== "production",
    frameAncestors: await embeddingOrigins(request),
  };
  const refused = await serverActionRefusal(request);
  const response = refused
    ? new NextResponse(refused.message, { status: refused.status, headers: { "content-type": "text/plain; charset=utf-8" } })
    : await route(request, contentSecurityPolicy(options));
  // API and brand responses set their own policies (/api/files and /brand/logos: a sandboxing
  // CSP), which the page CSP set here would replace; HSTS applies everywhere.
  const ownPolicies = setsOwnPolicies(request.nextUrl.pathname);
  for (const [name, value] of Object.entries(securityHeaders(options))) {
    if (!ownPolicies || name === "Strict-Transport-Security") response.headers.set(name, value);
  }
  return response;
}

/**
 * /book on a portal host may be framed by the websites its business lists in Settings → Booking
 * (issue 39 item 4, docs/decisions/online-booking.md "Embed"); every other page, and every other
 * host, only by itself. One cached lookup per business (lib/booking/embed/embed-settings.ts).
 */
async function embeddingOrigins(request: NextRequest): Promise<string[]> {
  if (request.nextUrl.pathname !== "/book") return [];
  const tenantKey = tenantKeyOf(parseHost(request.headers.get("host")));
  return tenantKey ? frameAncestorsFor(tenantKey) : [];
}

/** Route handlers that answer files and data, not pages: they set their own security headers. */
export function setsOwnPolicies(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/brand/");
}

async function route(request: NextRequest, csp: string): Promise<NextResponse> {
  const parsed = parseHost(request.headers.get("host"));
  const { pathname } = request.nextUrl;
  const headers = new Headers(request.headers);
  // Never trust a tenant header sent by the client.
  headers.delete(TENANT_HEADER);
  headers.delete(REQUEST_PATH_HEADER);
  // Next puts the nonce of this request's CSP on its own scripts (lib/security/security-headers.ts).
  headers.set("content-security-policy", csp);

  if (parsed.kind === "invalid") {
    return new NextResponse("Bad Request: invalid Host header", { status: 400 });
  }

  if (parsed.kind === "main") {
    // Portal pages exist only behind a tenant host; the internal path is not an entry point.
    if (pathname === "/portal" || pathname.startsWith("/portal/")) {
      return NextResponse.rewrite(new URL("/_not-found-portal-path", request.url), { request: { headers } });
    }
    // Staff pages live on app. only (DESIGN.md "Hosts and areas"): the apex and www. send them there.
    const toStaffHost = staffHostRedirect({ method: request.method, host: request.headers.get("host"), pathname, search: request.nextUrl.search });
    if (toStaffHost) return NextResponse.redirect(toStaffHost, 308);
    // Spec §2 redirect rules (signed-in users to their dashboard, /admin guarded, bare /admin).
    const redirect = await mainHostRedirect(request);
    if (redirect) return NextResponse.redirect(new URL(redirect.to, request.url));
    // Pages are not told their path; support view records which admin pages it opened.
    headers.set(REQUEST_PATH_HEADER, pathname);
    return NextResponse.next({ request: { headers } });
  }

  const tenantKey = tenantKeyOf(parsed)!;
  headers.set(TENANT_HEADER, tenantKey);
  // API routes and static assets answer on tenant hosts under their own paths (/icon.svg is
  // the portal's tab icon when the business has no logo: app/portal/[tenant]/layout.tsx).
  if (pathname.startsWith("/api/") || pathname.startsWith("/brand/") || pathname === "/favicon.ico" || pathname === "/icon.svg") {
    return NextResponse.next({ request: { headers } });
  }
  const url = request.nextUrl.clone();
  url.pathname = `/portal/${encodeURIComponent(tenantKey)}${pathname === "/" ? "" : pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Everything but Next's own assets.
  matcher: ["/((?!_next/static|_next/image|_next/data).*)"],
};
