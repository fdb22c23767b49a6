/**
 * The page security headers, set per request by proxy.ts (docs/decisions/content-security-policy.md).
 *
 * Scripts: a fresh nonce per request with 'strict-dynamic'. Next reads the nonce from the
 * request's Content-Security-Policy header and puts it on its own scripts (the framework
 * chunks and the inline RSC payload), which therefore requires every page to render per
 * request (app/layout.tsx). Styles: 'unsafe-inline', because React style attributes (brand
 * colours, Radix positioning) cannot carry a nonce; styles cannot run code.
 */
export type SecurityHeaderOptions = {
  nonce: string;
  appUrl?: string;
  /** Where the Google sign-in form's redirect goes (form-action applies to redirects too). */
  googleIssuer?: string;
  development?: boolean;
  /**
   * Websites besides our own that may frame this page: /book's embedding origins from Settings →
   * Booking (issue 39 item 4). Anything that is not a bare http(s) origin is left out.
   */
  frameAncestors?: readonly string[];
};

/** A bare origin as Settings → Booking stores it: scheme, host, optional port — nothing that could end a directive. */
const BARE_ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

/** `frame-ancestors 'self'` plus the listed origins, each once. */
export function frameAncestorsDirective(origins: readonly string[] = []): string {
  const listed = [...new Set(origins.filter((origin) => BARE_ORIGIN.test(origin)))];
  return ["frame-ancestors 'self'", ...listed].join(" ");
}

export function generateNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ nonce, appUrl, googleIssuer, development = false, frameAncestors = [] }: SecurityHeaderOptions): string {
  const https = originOf(appUrl)?.startsWith("https:") ?? false;
  const signInOrigins = ["https://accounts.google.com", originOf(googleIssuer)].filter((o): o is string => Boolean(o));
  const directives = [
    "default-src 'self'",
    // 'unsafe-eval' only in development: React's dev build rebuilds call stacks with eval.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Brand logos and attachments are ours; an S3 bucket or a customer's logo URL may be https elsewhere.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${[...new Set(signInOrigins)].join(" ")}`,
    frameAncestorsDirective(frameAncestors),
    "frame-src 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Response headers besides the CSP: no powerful features, an isolated window, HTTPS pinned when served on https. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (originOf(options.appUrl)?.startsWith("https:")) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
