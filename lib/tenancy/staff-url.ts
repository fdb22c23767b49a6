import { ownPath } from "./portal-url";

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The staff host's origin, `app.{apex}` (DESIGN.md "Hosts and areas": `app.` is the one staff
 * host), from APP_URL, which names the apex. An apex that is an IP address has no subdomains:
 * staff then stay on it. Client-safe and free of imports beyond portal-url, so emails, the
 * worker, route handlers and scripts all build staff links the same way.
 */
export function staffOrigin(base = process.env.APP_URL ?? "http://localhost:3000"): string {
  const apex = new URL(base);
  if (IPV4.test(apex.hostname) || apex.hostname.startsWith("[")) return apex.origin;
  return `${apex.protocol}//app.${apex.host}`;
}

/**
 * An absolute URL on the staff host: every staff link the product makes (Stripe Connect's
 * return and refresh, invitations, staff emails and notification links) is built here, so a
 * staff member never lands on the apex, where they are not signed in.
 */
export function staffUrl(path = "/", base = process.env.APP_URL ?? "http://localhost:3000"): string {
  return new URL(ownPath(path), staffOrigin(base)).toString();
}
