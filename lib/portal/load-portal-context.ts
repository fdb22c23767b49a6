import "server-only";
import { cache } from "react";
import { requireCurrentCustomer } from "@/lib/portal-auth/current-customer";
import type { SessionCustomer } from "@/lib/portal-auth/sessions";
import { requirePortalBusiness } from "@/lib/tenants/require-portal-business";
import type { PortalBusiness } from "@/lib/tenants/find-business-by-tenant-key";
import { brandingOf } from "./branding-of";
import type { PortalBranding, PortalScope } from "./types";

export type PortalContext = { business: PortalBusiness; customer: SessionCustomer; scope: PortalScope; branding: PortalBranding };

/**
 * What every authenticated portal page starts from: the business of this host and the
 * signed-in customer (or a redirect to /login). Memoised per request, so the layout and the
 * page share one session check.
 */
export const loadPortalContext = cache(async (tenant: string): Promise<PortalContext> => {
  const business = await requirePortalBusiness(tenant);
  const { customer } = await requireCurrentCustomer(business);
  return {
    business,
    customer,
    scope: { businessId: business.id, customerId: customer.id },
    branding: brandingOf(business),
  };
});
