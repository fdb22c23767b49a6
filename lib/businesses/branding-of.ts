import type { PortalBusiness } from "@/lib/tenancy/find-business-by-tenant-key";
import type { PortalBranding } from "./branding-views";

/** The business facts portal screens and documents show (never settings or secrets). */
export function brandingOf(business: PortalBusiness): PortalBranding {
  return {
    companyName: business.companyName,
    companyLogo: business.companyLogo,
    businessEmail: business.businessEmail,
    businessPhone: business.businessPhone,
    businessAddress: business.businessAddress,
    themePrimaryColor: business.themePrimaryColor,
    timezone: business.timezone,
  };
}
