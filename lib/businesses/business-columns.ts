import "server-only";
import { businesses } from "@/db/schema";

/**
 * The business's column sets, each defined once (issue 42). Branding: the name, logo, contact,
 * colour and zone that portal screens and documents print (`PortalBranding`).
 */
export const brandingColumns = {
  companyName: businesses.companyName,
  companyLogo: businesses.companyLogo,
  businessEmail: businesses.businessEmail,
  businessPhone: businesses.businessPhone,
  businessAddress: businesses.businessAddress,
  themePrimaryColor: businesses.themePrimaryColor,
  timezone: businesses.timezone,
};

/** Branding, tax and the portal's address and policies: what the profile and the settings both show. */
export const businessSetupColumns = {
  ...brandingColumns,
  taxRate: businesses.taxRate,
  themeSecondaryColor: businesses.themeSecondaryColor,
  portalSubdomain: businesses.portalSubdomain,
  portalEnabled: businesses.portalEnabled,
  allowCancellation: businesses.allowCancellation,
  allowRescheduling: businesses.allowRescheduling,
  autoReminders: businesses.autoReminders,
  reminderHours: businesses.reminderHours,
};
