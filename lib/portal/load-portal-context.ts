import "server-only";
import { cache } from "react";
import { requireCurrentCustomer } from "@/lib/identity/customer/current-customer";
import type { SessionCustomer } from "@/lib/identity/customer/sessions";
import { requirePortalBusiness } from "@/lib/tenancy/require-portal-business";
import type { PortalBusiness } from "@/lib/tenancy/find-business-by-tenant-key";
import { brandingOf } from "@/lib/businesses/branding-of";
import { brandingForCustomer } from "@/lib/locations/branding-for-customer";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { CustomerScope } from "@/lib/foundation/scope";
import { claimPortalPage } from "./portal-page-cache";

/** `isPreview`: a staff member viewing the portal as this customer (read-only, bannered). */
export type PortalContext = { business: PortalBusiness; customer: SessionCustomer; scope: CustomerScope; branding: PortalBranding; isPreview: boolean };

/**
 * What every authenticated portal page starts from: the business of this host and the
 * signed-in customer (or a redirect to /login). Memoised per request, so the layout and the
 * page share one session check. Every such page may be kept by the rendered-page cache for
 * this session (lib/page-cache): it shows only the business's data, this customer's and the clock.
 */
export const loadPortalContext = cache(async (tenant: string): Promise<PortalContext> => {
  const business = await requirePortalBusiness(tenant);
  const { customer, isPreview, sessionId } = await requireCurrentCustomer(business);
  // Before any of the page's data is read: the version it is kept at must be no newer than its data.
  await claimPortalPage(business.id, sessionId);
  const scope = { businessId: business.id, customerId: customer.id };
  return { business, customer, isPreview, scope, branding: await brandingForCustomer(brandingOf(business), scope) };
});
