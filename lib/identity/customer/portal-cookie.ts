import "server-only";
import { SESSION_MAX_AGE_MS } from "./sessions";

/** The portal session cookie (DESIGN.md "customer auth"): one per tenant host, never shared. */
export const PORTAL_COOKIE_NAME = "sl_portal_session";

export type PortalCookieOptions = {
  httpOnly: true;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  maxAge: number;
};

/** Secure whenever the app is served over https, and always in production. */
export function portalCookieSecure(): boolean {
  return process.env.NODE_ENV === "production" || (process.env.APP_URL ?? "").startsWith("https://");
}

/**
 * Attributes for the session cookie. There is deliberately no Domain attribute: a host-only
 * cookie set on greenleaf.example never reaches sparkle.example or the apex.
 */
export function portalCookieOptions(): PortalCookieOptions {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: portalCookieSecure(),
    path: "/",
    maxAge: Math.floor(SESSION_MAX_AGE_MS / 1000),
  };
}

/** The same cookie, expired: what logout and a rejected session send back. */
export function clearedPortalCookieOptions(): Omit<PortalCookieOptions, "maxAge"> & { maxAge: 0 } {
  return { ...portalCookieOptions(), maxAge: 0 };
}

/** Reads the session token from a raw Cookie header (route handlers given a plain Request). */
export function readPortalCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === PORTAL_COOKIE_NAME) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}
