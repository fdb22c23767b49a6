import type { NextRequest } from "next/server";
import { handlers } from "@/auth";
import { authRequestOnStaffHost } from "@/lib/identity/staff/auth-request-on-staff-host";
import { publicRoute } from "@/lib/core/routes/public-route";

/** Auth.js's own endpoints (sign-in callbacks, CSRF, session): they authenticate themselves. */
export const GET = publicRoute((request) => handlers.GET(authRequestOnStaffHost(request as NextRequest)));
export const POST = publicRoute((request) => handlers.POST(authRequestOnStaffHost(request as NextRequest)));
