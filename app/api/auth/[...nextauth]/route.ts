import type { NextRequest } from "next/server";
import { handlers } from "@/auth";
import { hasUnusableCallbackUrl } from "@/lib/identity/staff/auth-callback-url";
import { authRequestOnStaffHost } from "@/lib/identity/staff/auth-request-on-staff-host";
import { publicRoute } from "@/lib/core/routes/public-route";

const unusableCallback = () => new Response("Bad Request: invalid callbackUrl", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });

/** Auth.js's own endpoints (sign-in callbacks, CSRF, session): they authenticate themselves. */
export const GET = publicRoute(async (request) => (hasUnusableCallbackUrl(request) ? unusableCallback() : handlers.GET(authRequestOnStaffHost(request as NextRequest))));
export const POST = publicRoute(async (request) => (hasUnusableCallbackUrl(request) ? unusableCallback() : handlers.POST(authRequestOnStaffHost(request as NextRequest))));
