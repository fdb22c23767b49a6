/**
 * A path on our own host: "/" then anything but a second "/" or "\" (browsers read "//x" and
 * "/\x" as another host). Absolute URLs and relative paths are refused too.
 */
export function ownPath(path: string): string {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) {
    throw new Error(`Not a path on our own host: ${JSON.stringify(path.slice(0, 40))}`);
  }
  return path;
}

/**
 * An absolute URL on a business's portal host ({subdomain}.{apex}), built from APP_URL so a
 * redirect can only ever point at one of our own hosts.
 */
export function portalUrl(subdomain: string, path = "/", appUrl = process.env.APP_URL ?? "http://localhost:3000"): string {
  const apex = new URL(appUrl);
  const url = new URL(ownPath(path), `${apex.protocol}//${subdomain}.${apex.host}`);
  return url.toString();
}

/**
 * An absolute URL on the apex (the marketing site). Staff links are never built here: they go
 * on the staff host, `staffUrl` in staff-url.ts.
 */
export function appUrl(path = "/", base = process.env.APP_URL ?? "http://localhost:3000"): string {
  return new URL(ownPath(path), base).toString();
}
