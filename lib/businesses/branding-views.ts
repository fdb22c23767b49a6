/** The business facts portal screens and documents show (never settings or secrets). */
export type PortalBranding = {
  companyName: string;
  companyLogo: string | null;
  businessEmail: string | null;
  businessPhone: string | null;
  businessAddress: string | null;
  themePrimaryColor: string;
  timezone: string;
  /**
   * The customer's branch, for a business with several (issue 38 item 5): shown under the
   * business's name, whose contact lines are then the branch's. Absent for one location.
   */
  locationName?: string | null;
};
