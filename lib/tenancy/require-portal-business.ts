import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { findBusinessByTenantKey, type PortalBusiness } from "./find-business-by-tenant-key";

/**
 * The business of the portal being rendered, from the `[tenant]` route segment that
 * proxy.ts fills from the Host header. Unknown, disabled or failed lookups render the
 * portal's "Business Not Found" page. Memoised per request.
 */
export const requirePortalBusiness = cache(async (tenantParam: string): Promise<PortalBusiness> => {
  const lookup = await findBusinessByTenantKey(decodeURIComponent(tenantParam));
  if (lookup.status !== "found") notFound();
  return lookup.business;
});
