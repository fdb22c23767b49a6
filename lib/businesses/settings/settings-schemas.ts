import { z } from "zod";
import { HEX_COLOR } from "@/lib/validation/color";
import { optionalEmail } from "@/lib/validation/email";
import { GENERIC_MESSAGES, optionalNumber, optionalText, requiredText } from "@/lib/validation/generic";
import { optionalPhone } from "@/lib/validation/phone";
import { contrastWithWhite, formatContrast, MIN_CONTRAST_WITH_WHITE } from "./color-contrast";
import { NOTIFICATION_KEYS } from "./notification-settings";

/** The Settings forms' schemas, shared by the forms and the server actions (client-safe). */

/** Every IANA zone the runtime knows, plus UTC (which `supportedValuesOf` omits on some engines). */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.includes("UTC") ? zones : [...zones, "UTC"];
}

export const businessProfileSchema = z.object({
  companyName: requiredText({ max: 100 }),
  businessEmail: optionalEmail,
  businessPhone: optionalPhone,
  businessAddress: optionalText({ max: 300 }),
  timezone: z.string({ error: GENERIC_MESSAGES.required }).refine((zone) => timeZones().includes(zone), { error: "Please choose a time zone" }),
  taxRate: optionalNumber({ min: 0, max: 100 }).transform((rate) => rate ?? 0),
});
export type BusinessProfileInput = z.output<typeof businessProfileSchema>;

const hexColor = z.string({ error: GENERIC_MESSAGES.required }).trim().regex(HEX_COLOR, { error: "Use a colour like #1e40af" }).transform((c) => c.toLowerCase());

export const brandingSchema = z.object({
  themePrimaryColor: hexColor.refine((c) => contrastWithWhite(c) >= MIN_CONTRAST_WITH_WHITE, {
    error: (issue) =>
      `White text on this colour has a contrast of ${formatContrast(contrastWithWhite(String(issue.input).toLowerCase()))}; choose a darker colour (at least ${MIN_CONTRAST_WITH_WHITE}:1)`,
  }),
  themeSecondaryColor: hexColor,
});
export type BrandingInput = z.output<typeof brandingSchema>;

export const SUBDOMAIN_MESSAGES = {
  shape: "Use lower-case letters, digits and single hyphens (at most 50 characters)",
  reserved: "This subdomain is reserved",
  taken: "This subdomain is already taken",
} as const;

export { NOTIFICATION_KEYS, NOTIFICATION_LABELS } from "./notification-settings";

const flag = z.boolean({ error: GENERIC_MESSAGES.custom });

export const portalSettingsSchema = z.object({
  /** The slug rule of spec §5 must leave it unchanged: what is typed is what the address becomes. */
  portalSubdomain: z
    .string({ error: GENERIC_MESSAGES.required })
    .trim()
    .toLowerCase()
    .min(1, { error: GENERIC_MESSAGES.required, abort: true })
    .max(50, { error: SUBDOMAIN_MESSAGES.shape, abort: true })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: SUBDOMAIN_MESSAGES.shape }),
  portalEnabled: flag,
  allowCancellation: flag,
  allowRescheduling: flag,
  autoReminders: flag,
  reminderHours: optionalNumber({ min: 1, max: 336, integer: true }).refine((hours) => hours !== null, { error: GENERIC_MESSAGES.required }).transform((hours) => hours as number),
  notifications: z.object(Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, flag])) as Record<(typeof NOTIFICATION_KEYS)[number], typeof flag>),
});
export type PortalSettingsInput = z.output<typeof portalSettingsSchema>;
