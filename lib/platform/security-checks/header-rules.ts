import type { IncomingHttpHeaders } from "node:http";

/** Pure rules over a response's headers, shared by the live probes and their unit tests. */
export type RuleOutcome = { ok: boolean; detail: string };

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

/** The headers every HTML area must send (docs/decisions/content-security-policy.md). */
export function checkSecurityHeaders(headers: IncomingHttpHeaders, { https }: { https: boolean }): RuleOutcome {
  const missing: string[] = [];
  const csp = header(headers, "content-security-policy");
  if (!/script-src[^;]*'nonce-/.test(csp)) missing.push("Content-Security-Policy with a script nonce");
  // Framing only by ourselves (clickjacking): the CSP directive, or the legacy header.
  const framing = /frame-ancestors ('none'|'self')/.test(csp) || ["DENY", "SAMEORIGIN"].includes(header(headers, "x-frame-options").toUpperCase());
  if (!framing) missing.push("frame-ancestors 'self' / X-Frame-Options");
  if (header(headers, "x-content-type-options").toLowerCase() !== "nosniff") missing.push("X-Content-Type-Options: nosniff");
  if (!header(headers, "referrer-policy")) missing.push("Referrer-Policy");
  if (!header(headers, "permissions-policy")) missing.push("Permissions-Policy");
  if (header(headers, "cross-origin-opener-policy") !== "same-origin") missing.push("Cross-Origin-Opener-Policy: same-origin");
  if (https && !/max-age=\d+/.test(header(headers, "strict-transport-security"))) missing.push("Strict-Transport-Security");
  return missing.length ? { ok: false, detail: `Missing: ${missing.join("; ")}` } : { ok: true, detail: "CSP with nonce, framing refused, nosniff, Referrer-Policy, Permissions-Policy, COOP" + (https ? ", HSTS" : "") };
}

/** The portal session cookie must be HttpOnly, SameSite, host-only, and Secure where it matters. */
export function checkSessionCookie(setCookie: string[] | undefined, cookieName: string, { secureExpected }: { secureExpected: boolean }): RuleOutcome {
  const cookie = (setCookie ?? []).find((line) => line.startsWith(`${cookieName}=`));
  if (!cookie) return { ok: false, detail: `No ${cookieName} cookie was set` };
  const attributes = cookie.split(";").map((part) => part.trim().toLowerCase());
  const problems: string[] = [];
  if (!attributes.includes("httponly")) problems.push("not HttpOnly");
  if (!attributes.some((a) => a === "samesite=lax" || a === "samesite=strict")) problems.push("no SameSite=Lax/Strict");
  if (attributes.some((a) => a.startsWith("domain="))) problems.push("has a Domain (not host-only)");
  if (secureExpected && !attributes.includes("secure")) problems.push("not Secure");
  return problems.length ? { ok: false, detail: `${cookieName}: ${problems.join(", ")}` } : { ok: true, detail: `${cookieName}: HttpOnly, SameSite, host-only${secureExpected ? ", Secure" : ""}` };
}

/** Whether a database URL points at this machine (TLS only matters off it). */
export function isLocalDatabase(url: string | undefined): boolean {
  if (!url) return true; // the embedded PGlite
  try {
    const host = new URL(url).hostname;
    return host === "localhost" || host === "127.0.0.1" || host === "::1" || host === "[::1]" || host === "";
  } catch {
    return false;
  }
}
