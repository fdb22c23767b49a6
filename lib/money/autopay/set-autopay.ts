import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customerPaymentCards } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";
import { AUTOPAY_CONSENT_TEXT } from "./autopay-policy";

/**
 * Account → "Pay invoices automatically": on needs a saved card and the customer's consent
 * (the text shown next to the switch is kept in the audit row); off at any time. Invoices
 * issued from then on are charged when issued (schedule-autopay.ts).
 */
export async function setAutopay(scope: CustomerScope, input: { enabled: boolean }, actor: { ip: string | null }): Promise<{ autopayEnabled: boolean }> {
  return db.transaction(async (tx) => {
    const where = and(eq(customerPaymentCards.businessId, scope.businessId), eq(customerPaymentCards.customerId, scope.customerId));
    const [row] = await tx.select({ pm: customerPaymentCards.paymentMethodId, enabled: customerPaymentCards.autopayEnabled }).from(customerPaymentCards).where(where).for("update");
    if (input.enabled && !row?.pm) throw new DomainError("conflict", "Save a card before turning on autopay");
    if (!row || row.enabled === input.enabled) return { autopayEnabled: input.enabled };
    await tx
      .update(customerPaymentCards)
      .set({ autopayEnabled: input.enabled, autopayEnabledAt: input.enabled ? sql`now()` : null, updatedAt: sql`now()` })
      .where(where);
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: { type: "customer", id: scope.customerId },
      action: input.enabled ? "customer.autopay_enabled" : "customer.autopay_disabled",
      target: { type: "customer", id: scope.customerId },
      meta: input.enabled ? { consent: AUTOPAY_CONSENT_TEXT } : null,
      ip: actor.ip,
    });
    return { autopayEnabled: input.enabled };
  });
}
