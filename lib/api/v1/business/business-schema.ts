import { z } from "zod";
import type { BusinessProfile } from "@/lib/businesses/get-business-profile";
import { defineOperation } from "@/lib/api/openapi/define-operation";

/** `GET /api/v1/business`: the business profile of spec §3, snake_case. */
export const businessJson = z.object({
  id: z.uuid(),
  company_name: z.string(),
  company_logo: z.string().nullable(),
  business_email: z.string().nullable(),
  business_phone: z.string().nullable(),
  business_address: z.string().nullable(),
  timezone: z.string().describe("IANA time zone in which schedules are kept and shown"),
  tax_rate: z.number().describe("percent, e.g. 8.25"),
  theme_primary_color: z.string(),
  theme_secondary_color: z.string(),
  portal_subdomain: z.string(),
  custom_domain: z.string().nullable(),
  custom_domain_verified: z.boolean(),
  portal_enabled: z.boolean(),
  allow_cancellation: z.boolean(),
  allow_rescheduling: z.boolean(),
  auto_reminders: z.boolean(),
  reminder_hours: z.number().int(),
  created_at: z.iso.datetime(),
});

export function businessToJson(profile: BusinessProfile): z.infer<typeof businessJson> {
  return {
    id: profile.id,
    company_name: profile.companyName,
    company_logo: profile.companyLogo,
    business_email: profile.businessEmail,
    business_phone: profile.businessPhone,
    business_address: profile.businessAddress,
    timezone: profile.timezone,
    tax_rate: profile.taxRate,
    theme_primary_color: profile.themePrimaryColor,
    theme_secondary_color: profile.themeSecondaryColor,
    portal_subdomain: profile.portalSubdomain,
    custom_domain: profile.customDomain,
    custom_domain_verified: profile.customDomainVerified,
    portal_enabled: profile.portalEnabled,
    allow_cancellation: profile.allowCancellation,
    allow_rescheduling: profile.allowRescheduling,
    auto_reminders: profile.autoReminders,
    reminder_hours: profile.reminderHours,
    created_at: profile.createdAt.toISOString(),
  };
}

export const getBusinessOperation = defineOperation({
  method: "get",
  path: "/business",
  summary: "The business this key belongs to",
  tag: "Business",
  permission: null,
  response: businessJson,
});
