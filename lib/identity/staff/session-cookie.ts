import "server-only";
import { cookies } from "next/headers";

/** Auth.js's session cookie, with or without the __Secure- prefix, whole or in chunks (.0, .1, …). */
const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

/**
 * True when the request carries a staff session cookie. With no session behind it, the
 * cookie was revoked (or expired): the guards then send it to be cleared, because the proxy,
 * which reads the cookie alone, would otherwise keep redirecting between /auth and the area.
 */
export async function hasStaffSessionCookie(): Promise<boolean> {
  return (await cookies()).getAll().some((cookie) => SESSION_COOKIE.test(cookie.name));
}
