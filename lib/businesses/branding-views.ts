/** The business facts portal screens and documents show (never settings or secrets). */
export type PortalBranding = {
  companyName: string;
  companyLogo: string | null;
  businessEmail: string | null;
  businessPhone: string | null;
  businessAddress: string | null;
  themePrimaryColor: string;
  timezone: string;
};
