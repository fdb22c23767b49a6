import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customerSessions, customers } from "@/db/schema";
import { customerNotFound } from "./customer-errors";
import { recordCustomerAudit, type CustomerAuditActor } from "./record-customer-audit";

/**
 * Archives or restores a customer. Customers are never hard-deleted (their quotes, invoices
 * and jobs stay): archiving hides them from the working lists, closes their portal sessions
 * and refuses portal access until restored. Idempotent; audited.
 */
export async function setCustomerArchived(actor: CustomerAuditActor, customerId: string, archived: boolean): Promise<{ archived: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customers)
      .set({ archivedAt: archived ? sql`coalesce(${customers.archivedAt}, now())` : null, updatedAt: sql`now()` })
      .where(and(eq(customers.businessId, actor.businessId), eq(customers.id, customerId), archived ? isNull(customers.archivedAt) : isNotNull(customers.archivedAt)))
      .returning({ id: customers.id });
    if (!row) {
      const [exists] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.businessId, actor.businessId), eq(customers.id, customerId)));
      if (!exists) throw customerNotFound();
      return { archived };
    }
    if (archived) {
      // An archived customer cannot use the portal; restoring does not reopen it (invite again).
      await tx
        .update(customers)
        .set({ portalAccessStatus: sql`case when ${customers.portalAccessStatus} = 'none' then 'none' else 'disabled' end`, invitationTokenHash: null, invitationExpiresAt: null })
        .where(and(eq(customers.businessId, actor.businessId), eq(customers.id, customerId)));
      await tx.delete(customerSessions).where(and(eq(customerSessions.businessId, actor.businessId), eq(customerSessions.customerId, customerId)));
    }
    await recordCustomerAudit(tx, actor, archived ? "customer.archived" : "customer.restored", customerId);
    return { archived };
  });
}
