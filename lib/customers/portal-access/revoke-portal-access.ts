import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customerSessions, customers } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { customerNotFound } from "../customer-errors";
import { recordCustomerAudit, type CustomerAuditActor } from "../record-customer-audit";

/**
 * Closes a customer's portal: a pending invitation link stops working, an account can no
 * longer sign in and its open sessions end at once. Audited. Inviting again reopens it.
 */
export async function revokePortalAccess(actor: CustomerAuditActor, customerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: customers.portalAccessStatus })
      .from(customers)
      .where(and(eq(customers.businessId, actor.businessId), eq(customers.id, customerId)))
      .for("update");
    if (!row) throw customerNotFound();
    if (row.status !== "invited" && row.status !== "active") throw new DomainError("conflict", "This customer has no portal access to revoke");
    await tx
      .update(customers)
      .set({ portalAccessStatus: "disabled", invitationTokenHash: null, invitationExpiresAt: null, updatedAt: sql`now()` })
      .where(and(eq(customers.businessId, actor.businessId), eq(customers.id, customerId)));
    await tx.delete(customerSessions).where(and(eq(customerSessions.businessId, actor.businessId), eq(customerSessions.customerId, customerId)));
    await recordCustomerAudit(tx, actor, "customer.portal_revoked", customerId, { previous: row.status });
  });
}
