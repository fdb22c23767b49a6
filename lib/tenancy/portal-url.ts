/**
 * An absolute URL on a business's portal host ({subdomain}.{apex}), built from APP_URL so a
 * redirect can only ever point at one of our own hosts.
 */
export function portalUrl(subdomain: string, path = "/", appUrl = process.env.APP_URL ?? "http://localhost:3000"): string {
  const apex = new URL(appUrl);
  const url = new URL(path, `${apex.protocol}//${subdomain}.${apex.host}`);
  return url.toString();
}

/** An absolute URL on the main app host. */
export function appUrl(path = "/", base = process.env.APP_URL ?? "http://localhost:3000"): string {
  return new URL(path, base).toString();
}
