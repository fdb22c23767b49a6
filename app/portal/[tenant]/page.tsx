import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { PORTAL_COOKIE_NAME } from "@/lib/identity/customer/portal-cookie";

/**
 * Portal root: a real 307, decided on the server. Without a session cookie it goes straight to
 * /login (one hop instead of two); with one, /dashboard's guard validates it. No loading boundary
 * sits above this page, so the redirect is a status code, not a client-side hop after a 200.
 */
export default async function PortalRoot() {
  const hasSessionCookie = (await cookies()).has(PORTAL_COOKIE_NAME);
  redirect(hasSessionCookie ? "/dashboard" : "/login");
}
