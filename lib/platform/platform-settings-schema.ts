import { z } from "zod";
import { email } from "@/lib/validation/email";

/**
 * The platform's typed settings (client-safe: the superadmin form validates with the same
 * schema). Each is stored as one `platform_settings` row under its snake_case key.
 */
export const PLATFORM_FEE_MAX_BPS = 1000;
export const TRIAL_DAYS_MAX = 90;

const wholeNumber = (label: string, max: number, unit: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} must be between 0 and ${max} ${unit}` })
    .max(max, { error: `${label} must be between 0 and ${max} ${unit}` });

export const platformSettingsSchema = z.object({
  signupsOpen: z.boolean({ error: "Sign-ups open must be on or off" }),
  waitlistEnabled: z.boolean({ error: "Waitlist must be on or off" }),
  supportEmail: email,
  platformFeeBps: wholeNumber("Platform fee", PLATFORM_FEE_MAX_BPS, "basis points"),
  defaultTrialDays: wholeNumber("Trial length", TRIAL_DAYS_MAX, "days"),
});

export type PlatformSettings = z.output<typeof platformSettingsSchema>;
export type PlatformSettingName = keyof PlatformSettings;

/** The row key of each setting (signups_open is also read by sign-up and Google sign-in). */
export const SETTING_KEYS: Record<PlatformSettingName, string> = {
  signupsOpen: "signups_open",
  waitlistEnabled: "waitlist_enabled",
  supportEmail: "support_email",
  platformFeeBps: "platform_fee_bps",
  defaultTrialDays: "default_trial_days",
};

/** What applies while a setting has never been saved. */
export const PLATFORM_SETTING_DEFAULTS: PlatformSettings = {
  signupsOpen: true,
  waitlistEnabled: true,
  supportEmail: "support@serviceloop.app",
  platformFeeBps: 0,
  defaultTrialDays: 14,
};
