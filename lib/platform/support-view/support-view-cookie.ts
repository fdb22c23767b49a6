import "server-only";
import { cookies } from "next/headers";
import { SUPPORT_VIEW_COOKIE } from "@/lib/identity/staff/support-view-cookie-name";
import { portalCookieSecure } from "@/lib/identity/customer/portal-cookie";

/** A support view lasts half an hour at most; the cookie and the row expire together. */
export const SUPPORT_VIEW_TTL_MS = 30 * 60 * 1000;

/** The token of this request's support-view cookie, or null. */
export async function readSupportViewCookie(): Promise<string | null> {
  return (await cookies()).get(SUPPORT_VIEW_COOKIE)?.value || null;
}

/** httpOnly, Lax, host-only on the main host, path / (pages under /admin, routes under /api/admin). */
export async function setSupportViewCookie(token: string, expiresAt: Date): Promise<void> {
  (await cookies()).set({
    name: SUPPORT_VIEW_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax",
    secure: portalCookieSecure(),
    path: "/",
    expires: expiresAt,
  });
}

export async function clearSupportViewCookie(): Promise<void> {
  (await cookies()).set({ name: SUPPORT_VIEW_COOKIE, value: "", httpOnly: true, sameSite: "lax", secure: portalCookieSecure(), path: "/", maxAge: 0 });
}
