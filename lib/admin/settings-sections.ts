import type { Permission } from "@/lib/identity/permissions";

/**
 * The sections of /admin/settings, in the order the settings navigation lists them. Each
 * workspace area adds its own entry (and page under app/admin/(shell)/settings/). Every
 * section needs manage_settings to open (spec §6 route map); `also` narrows it further;
 * `ownerOnly` sections are listed to the owner alone (their pages answer 403 to others).
 */
export type SettingsSection = { href: string; label: string; description: string; also?: Permission; ownerOnly?: boolean };

export const SETTINGS_SECTIONS: SettingsSection[] = [
  { href: "/admin/settings/profile", label: "Business profile", description: "Name, contact details, time zone and tax rate" },
  { href: "/admin/settings/locations", label: "Locations", description: "Branches with their own contact details, service area and customers" },
  { href: "/admin/settings/branding", label: "Branding", description: "Your portal's colours, with a live preview" },
  { href: "/admin/settings/portal", label: "Portal", description: "Portal address, customer options, reminders and notifications" },
  { href: "/admin/settings/booking", label: "Booking", description: "Online booking, arrival windows and the snippet for your own website" },
  { href: "/admin/settings/domain", label: "Domain", description: "Serve your portal on your own domain" },
  { href: "/admin/settings/payments", label: "Payments", description: "Card payments through your own Stripe account, and sending rule invoices automatically", also: "manage_billing" },
  { href: "/admin/settings/api-keys", label: "API keys", description: "Keys for integrations with the REST API", ownerOnly: true },
  { href: "/admin/settings/webhooks", label: "Webhooks", description: "Signed event notifications sent to your own endpoints", ownerOnly: true },
];
