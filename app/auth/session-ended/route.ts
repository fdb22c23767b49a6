import { NextResponse } from "next/server";
import { signOut } from "@/auth";
import { publicRoute } from "@/lib/core/routes/public-route";

/**
 * Ends the staff session, then shows /auth. Used for a token that still names a business
 * role the database no longer grants (e.g. a removed employee; /auth would otherwise send it
 * straight back), for a revoked session's cookie (lib/identity/staff/session-version.ts),
 * and by the guard's 'Clear Session & Try Again'. A cross-site request only
 * redirects, so another site cannot sign our users out.
 */
export const GET = publicRoute(async (request) => {
  if (request.headers.get("sec-fetch-site") !== "cross-site") {
    await signOut({ redirect: false }).catch(() => undefined);
  }
  // Only the two sign-in pages: this is not an open redirect.
  const next = new URL(request.url).searchParams.get("next") === "/superadmin/login" ? "/superadmin/login" : "/auth";
  return NextResponse.redirect(new URL(next, request.url), { status: 303 });
});
