import "server-only";
import { findBusinessByTenantKey } from "@/lib/tenancy/find-business-by-tenant-key";
import { parseHost } from "@/lib/tenancy/parse-host";

/**
 * Caddy's on-demand TLS asks before it requests a certificate for a host name it has not seen
 * (deploy/Caddyfile). Yes for our own hosts (the apex, www., app.), for a tenant subdomain whose
 * portal is served, and for a verified custom domain whose portal is served — the tenant lookup's
 * own rule — so nobody can make us request certificates for arbitrary names.
 */
export async function mayIssueCertificate(rawDomain: string | null): Promise<boolean> {
  // A name, never a port or an address literal (parseHost treats an address as direct access to the main app).
  if (!rawDomain || rawDomain.includes(":") || /^[\d.]+$/.test(rawDomain)) return false;
  const host = parseHost(rawDomain);
  if (host.kind === "main") return true;
  if (host.kind === "invalid") return false;
  const lookup = await findBusinessByTenantKey(host.kind === "tenant" ? host.subdomain : host.domain);
  return lookup.status === "found";
}
