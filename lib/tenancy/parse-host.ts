import { MAIN_APP_SUBDOMAINS } from "./reserved-subdomains";

export type ParsedHost =
  | { kind: "main" }
  | { kind: "tenant"; subdomain: string }
  | { kind: "custom"; domain: string }
  /** A Host header we refuse to interpret (empty, too long, odd characters, bad port). */
  | { kind: "invalid"; reason: string };

const MAX_HOST_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const IPV6_LITERAL = /^\[[0-9a-f:.]{2,45}\]$/;

/** Apex host name (no port) from APP_URL, e.g. "localhost" or "serviceloop.app". */
export function apexHostname(appUrl = process.env.APP_URL ?? "http://localhost:3000"): string {
  try {
    return new URL(appUrl).hostname.toLowerCase();
  } catch {
    return "localhost";
  }
}

/** Preview deployments serve the main app under their own host names. */
function isPreviewHost(hostname: string): boolean {
  return hostname.endsWith(".vercel.app");
}

function splitPort(host: string): { hostname: string; port: string | null } | null {
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    if (end === -1) return null;
    const rest = host.slice(end + 1);
    if (rest !== "" && !rest.startsWith(":")) return null;
    return { hostname: host.slice(0, end + 1), port: rest ? rest.slice(1) : null };
  }
  const parts = host.split(":");
  if (parts.length > 2) return null;
  return { hostname: parts[0], port: parts.length === 2 ? parts[1] : null };
}

/**
 * Turns a Host header into the area it addresses (DESIGN.md "Hosts and areas", spec §5
 * "Subdomain extraction"): the apex, www. and app. serve the main app; {sub}.{apex} is a
 * tenant (a reserved one never resolves); any other well-formed host is a custom domain used whole.
 * This owns the reserved list and is the only place a Host header is interpreted.
 */
export function parseHost(rawHost: string | null | undefined, apex = apexHostname()): ParsedHost {
  if (!rawHost) return { kind: "invalid", reason: "missing host" };
  if (rawHost.length > MAX_HOST_LENGTH + 6) return { kind: "invalid", reason: "host too long" };
  const host = rawHost.trim().toLowerCase();
  const split = splitPort(host);
  if (!split) return { kind: "invalid", reason: "malformed host" };
  const { hostname, port } = split;
  if (port !== null && !(/^\d{1,5}$/.test(port) && Number(port) > 0 && Number(port) <= 65535)) {
    return { kind: "invalid", reason: "bad port" };
  }
  if (hostname.startsWith("[")) {
    // An IPv6 literal is direct access to the main app; a zone id ("%25eth0") or any other
    // character has no place in a Host header and makes URL parsing throw downstream.
    return IPV6_LITERAL.test(hostname) ? { kind: "main" } : { kind: "invalid", reason: "bad IPv6 literal" };
  }
  const name = hostname.endsWith(".") ? hostname.slice(0, -1) : hostname;
  if (!name || name.length > MAX_HOST_LENGTH) return { kind: "invalid", reason: "bad host length" };
  const labels = name.split(".");
  if (!labels.every((label) => LABEL.test(label))) return { kind: "invalid", reason: "bad characters" };

  if (name === apex || name === "localhost" || IPV4.test(name) || isPreviewHost(name)) return { kind: "main" };

  const apexSuffix = `.${apex}`;
  if (name.endsWith(apexSuffix)) {
    const sub = name.slice(0, -apexSuffix.length);
    if (sub.includes(".")) return { kind: "invalid", reason: "nested subdomain" };
    if (MAIN_APP_SUBDOMAINS.has(sub)) return { kind: "main" };
    // A reserved name still reads as a tenant host; the tenant lookup never resolves it,
    // so the visitor sees "Business Not Found" rather than a bare error.
    return { kind: "tenant", subdomain: sub };
  }
  // A single-label name (other than localhost) cannot be a public custom domain.
  if (labels.length < 2) return { kind: "invalid", reason: "not a domain" };
  return { kind: "custom", domain: name };
}

/**
 * The staff host (`app.{apex}`, keeping the request's port) for a Host header that names the
 * apex or its `www.` alias: the main-app hosts where staff pages are not served (DESIGN.md
 * "Hosts and areas": `app.` is the one staff host). Null for any other host — `app.` itself,
 * tenants, custom domains, IP addresses, preview hosts — and when the apex is an IP address.
 */
export function staffHostFor(rawHost: string | null | undefined, apex = apexHostname()): string | null {
  if (parseHost(rawHost, apex).kind !== "main" || IPV4.test(apex) || apex.startsWith("[")) return null;
  const split = splitPort(rawHost!.trim().toLowerCase());
  if (!split) return null;
  const name = split.hostname.endsWith(".") ? split.hostname.slice(0, -1) : split.hostname;
  if (name !== apex && name !== `www.${apex}`) return null;
  return `app.${apex}${split.port ? `:${split.port}` : ""}`;
}

/**
 * The key a tenant is addressed by inside the app (the portal route segment): the
 * subdomain, or the custom domain. Subdomains never contain a dot and domains always do,
 * so the key alone tells which lookup to make.
 */
export function tenantKeyOf(parsed: ParsedHost): string | null {
  if (parsed.kind === "tenant") return parsed.subdomain;
  if (parsed.kind === "custom") return parsed.domain;
  return null;
}

export function isCustomDomainKey(tenantKey: string): boolean {
  return tenantKey.includes(".");
}
