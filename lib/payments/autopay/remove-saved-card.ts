import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customerPaymentCards } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { CustomerScope } from "@/lib/core/scope";

/**
 * Account → "Remove card": forgets the card summary and turns autopay off (audited). The
 * Stripe Customer stays, so saving a card again reuses it; the PaymentMethod is no longer
 * charged by us. Removing when nothing is saved is a no-op.
 */
export async function removeSavedCard(scope: CustomerScope, actor: { ip: string | null }): Promise<{ removed: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(customerPaymentCards)
      .set({ paymentMethodId: null, cardBrand: null, cardLast4: null, cardExpMonth: null, cardExpYear: null, autopayEnabled: false, autopayEnabledAt: null, updatedAt: sql`now()` })
      .where(and(eq(customerPaymentCards.businessId, scope.businessId), eq(customerPaymentCards.customerId, scope.customerId), isNotNull(customerPaymentCards.paymentMethodId)))
      .returning({ id: customerPaymentCards.id });
    if (!row) return { removed: false };
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: { type: "customer", id: scope.customerId },
      action: "customer.card_removed",
      target: { type: "customer", id: scope.customerId },
      ip: actor.ip,
    });
    return { removed: true };
  });
}
