import { NextResponse, type NextRequest } from "next/server";
import { parseHost, tenantKeyOf } from "@/lib/hosts/parse-host";
import { TENANT_HEADER } from "@/lib/hosts/tenant-header";
import { mainHostRedirect } from "@/lib/auth/main-host-redirect";

/**
 * Routes every request by its Host header (DESIGN.md "Hosts and areas"). It only routes:
 * authentication and authorisation are checked again in every layout, page, action and
 * route handler, because a proxy is not a security boundary.
 */
export async function proxy(request: NextRequest) {
  const parsed = parseHost(request.headers.get("host"));
  const { pathname } = request.nextUrl;
  const headers = new Headers(request.headers);
  // Never trust a tenant header sent by the client.
  headers.delete(TENANT_HEADER);

  if (parsed.kind === "invalid") {
    return new NextResponse("Bad Request: invalid Host header", { status: 400 });
  }

  if (parsed.kind === "main") {
    // Portal pages exist only behind a tenant host; the internal path is not an entry point.
    if (pathname === "/portal" || pathname.startsWith("/portal/")) {
      return NextResponse.rewrite(new URL("/_not-found-portal-path", request.url), { request: { headers } });
    }
    // Spec §2 redirect rules (signed-in users to their dashboard, /admin guarded, bare /admin).
    const redirect = await mainHostRedirect(request);
    if (redirect) return NextResponse.redirect(new URL(redirect.to, request.url));
    return NextResponse.next({ request: { headers } });
  }

  const tenantKey = tenantKeyOf(parsed)!;
  headers.set(TENANT_HEADER, tenantKey);
  // API routes and static assets answer on tenant hosts under their own paths.
  if (pathname.startsWith("/api/") || pathname.startsWith("/brand/") || pathname === "/favicon.ico") {
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
