import "server-only";
import { DomainError } from "@/lib/foundation/domain-error";
import { inviteCustomerToPortal } from "./invite-customer-to-portal";
import type { CustomerAuditActor } from "../record-customer-audit";

export type BulkInviteResult = { invited: number; skipped: Array<{ customerId: string; reason: string }> };

/**
 * Invites each selected customer (at most 100 at a time) the way the detail screen does;
 * customers who cannot be invited (no email, archived, already active, another business's)
 * are skipped with the reason instead of failing the whole batch.
 */
export async function bulkInviteCustomers(actor: CustomerAuditActor, customerIds: string[]): Promise<BulkInviteResult> {
  const result: BulkInviteResult = { invited: 0, skipped: [] };
  for (const customerId of new Set(customerIds)) {
    try {
      await inviteCustomerToPortal(actor, customerId);
      result.invited += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      result.skipped.push({ customerId, reason: error.message });
    }
  }
  return result;
}
