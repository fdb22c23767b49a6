import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { getBusinessLogo } from "@/lib/businesses/settings/logo/get-business-logo";
import { LOGO_PATH_PREFIX } from "@/lib/businesses/settings/logo/logo-rules";
import { findBusinessByTenantKey } from "./find-business-by-tenant-key";
import { parseHost, tenantKeyOf } from "./parse-host";
import { PRODUCT_FAVICON } from "./product-favicon";

export type Favicon = { bytes: Uint8Array; contentType: string; tenant: boolean };

/** The seed's logos are static files in public/brand/ (e.g. /brand/greenleaf-logo.svg). */
const STATIC_BRAND_LOGO = /^\/brand\/[a-z0-9-]{1,60}\.svg$/;

/**
 * What /favicon.ico answers on a host: on a served tenant host (subdomain or verified custom
 * domain) the business's logo, as the portal's tab shows it; otherwise — the apex, `app.`,
 * a business without a logo, an unknown tenant — ServiceLoop's mark.
 */
export async function faviconForHost(host: string | null): Promise<Favicon> {
  const tenantKey = tenantKeyOf(parseHost(host));
  if (tenantKey) {
    const lookup = await findBusinessByTenantKey(tenantKey);
    const logo = lookup.status === "found" ? await readLogo(lookup.business.companyLogo) : null;
    if (logo) return { ...logo, tenant: true };
  }
  return { ...PRODUCT_FAVICON, tenant: false };
}

async function readLogo(companyLogo: string | null): Promise<Omit<Favicon, "tenant"> | null> {
  if (!companyLogo) return null;
  if (companyLogo.startsWith(LOGO_PATH_PREFIX)) {
    const [businessId, file] = companyLogo.slice(LOGO_PATH_PREFIX.length).split("/");
    const logo = await getBusinessLogo(businessId, file);
    return logo ? { bytes: logo.bytes, contentType: logo.contentType } : null;
  }
  if (STATIC_BRAND_LOGO.test(companyLogo)) {
    const bytes = await readFile(path.join(process.cwd(), "public", companyLogo)).catch(() => null);
    return bytes ? { bytes, contentType: "image/svg+xml" } : null;
  }
  return null;
}
