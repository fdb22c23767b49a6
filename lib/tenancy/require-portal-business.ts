import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DatabaseUnavailableError } from "@/lib/foundation/database-unavailable";
import { findBusinessByTenantKey, type PortalBusiness } from "./find-business-by-tenant-key";

/**
 * The business of the portal being rendered, from the `[tenant]` route segment that
 * proxy.ts fills from the Host header. Unknown or disabled businesses render the portal's
 * "Business Not Found" page; a failed lookup (the database out of reach) is not a missing
 * business: it throws DatabaseUnavailableError, which the error boundaries show as
 * "temporarily unavailable, try again" (issue 44 item 3). Memoised per request.
 */
export const requirePortalBusiness = cache(async (tenantParam: string): Promise<PortalBusiness> => {
  const lookup = await findBusinessByTenantKey(decodeURIComponent(tenantParam));
  if (lookup.status === "error") throw new DatabaseUnavailableError({ cause: lookup.cause });
  if (lookup.status !== "found") notFound();
  return lookup.business;
});
