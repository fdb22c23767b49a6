import { DomainError } from "@/lib/foundation/domain-error";
import type { Permission } from "@/lib/identity/permissions";

/**
 * Settings → Payments connects the business's own Stripe account and decides whether rule
 * invoices are sent (and autopay charged) automatically: it needs the settings permission
 * (every Settings section does) and manage_billing (spec §6: charges and refunds).
 * The owner holds both; so does a full administrator.
 */
export const PAYMENTS_SETTINGS_PERMISSIONS: readonly Permission[] = ["manage_settings", "manage_billing"];

export function canManagePayments(held: readonly string[]): boolean {
  return PAYMENTS_SETTINGS_PERMISSIONS.every((p) => held.includes(p));
}

export function requirePaymentsAccess(held: readonly string[]): void {
  if (!canManagePayments(held)) throw new DomainError("forbidden", "You need the billing and settings permissions to change payment settings");
}
