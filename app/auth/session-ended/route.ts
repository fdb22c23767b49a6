import { NextResponse, type NextRequest } from "next/server";
import { signOut } from "@/auth";

/**
 * Ends a staff session whose token still names a business role the database no longer
 * grants (e.g. a removed employee), then shows /auth. Without this, /auth would send the
 * stale token straight back to the business area. A cross-site request only redirects.
 */
export async function GET(request: NextRequest) {
  if (request.headers.get("sec-fetch-site") !== "cross-site") {
    await signOut({ redirect: false }).catch(() => undefined);
  }
  return NextResponse.redirect(new URL("/auth", request.url), { status: 303 });
}
