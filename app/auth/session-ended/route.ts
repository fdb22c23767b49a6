import { NextResponse, type NextRequest } from "next/server";
import { signOut } from "@/auth";

/**
 * Ends the staff session, then shows /auth. Used for a token that still names a business
 * role the database no longer grants (e.g. a removed employee; /auth would otherwise send it
 * straight back) and by the guard's 'Clear Session & Try Again'. A cross-site request only
 * redirects, so another site cannot sign our users out.
 */
export async function GET(request: NextRequest) {
  if (request.headers.get("sec-fetch-site") !== "cross-site") {
    await signOut({ redirect: false }).catch(() => undefined);
  }
  return NextResponse.redirect(new URL("/auth", request.url), { status: 303 });
}
