import { DomainError } from "@/lib/foundation/domain-error";

/** The message of a webhook action refused to anyone but the owner. */
export const WEBHOOKS_OWNER_ONLY = "Only the business owner can manage webhooks";

/**
 * Webhooks send the business's data to a URL of the owner's choosing, so only the owner
 * manages them (a full administrator holds manage_settings too, but not this) — as API keys.
 */
export function requireWebhookOwner(staff: { role: string }): void {
  if (staff.role !== "owner") throw new DomainError("forbidden", WEBHOOKS_OWNER_ONLY);
}
