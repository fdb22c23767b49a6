import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import type { DetectedUserType } from "./detect-user-type";
import { redirectFor, type RedirectDecision, type RedirectUser } from "./redirect-rules";
import { resolveAuthSecret } from "./secret";
import { SUPPORT_VIEW_COOKIE } from "./support-view-cookie-name";

/** Only these paths have redirect rules; everything else skips decoding the session. */
function hasRules(pathname: string): boolean {
  return pathname === "/" || pathname === "/auth" || pathname === "/admin" || pathname.startsWith("/admin/") || pathname === "/superadmin" || pathname.startsWith("/superadmin/");
}

/**
 * The spec §2 redirect for a main-host request, from the session cookie alone (proxy.ts).
 * A hint, not a security boundary: every page and action checks the database again.
 */
export async function mainHostRedirect(request: NextRequest): Promise<RedirectDecision> {
  const { pathname, search } = request.nextUrl;
  if (!hasRules(pathname)) return null;
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? request.nextUrl.protocol.replace(":", "");
  let user: RedirectUser | null = null;
  try {
    const token = await getToken({ req: request, secret: resolveAuthSecret(), secureCookie: proto === "https" });
    if (token?.sub) {
      user = {
        userType: (token.userType as DetectedUserType | undefined) ?? "unknown",
        portalHome: (token.portalHome as string | null) ?? null,
        supportView: request.cookies.has(SUPPORT_VIEW_COOKIE),
      };
    }
  } catch {
    user = null;
  }
  return redirectFor(pathname, user, search);
}
