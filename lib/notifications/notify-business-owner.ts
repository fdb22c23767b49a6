import "server-only";
import { db } from "@/db/client";
import { recordOwnerNotice, type BusinessNotice } from "./record-owner-notice";

export type { BusinessNotice };

/**
 * "The business is notified" (spec §6) after what the customer did has committed: the owner's
 * bell and, as their settings say, an email (record-owner-notice.ts). Failures here are logged
 * and never undo what the customer did. Payments record their notices inside the payment's own
 * transaction instead (lib/payments/notices).
 */
export async function notifyBusinessOwner(scope: { businessId: string; customerId?: string }, notice: BusinessNotice): Promise<void> {
  try {
    const email = await recordOwnerNotice(db, scope, notice);
    if (email?.ok) await email.deliver(db);
  } catch (error) {
    console.error("notifyBusinessOwner failed", error);
  }
}
