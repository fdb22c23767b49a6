import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { payments } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";

/**
 * A deposit no invoice holds, marked refunded whole, once: the conditional UPDATE matches only
 * while it is succeeded and on no invoice (the conversion's crediting takes the same row lock), so
 * a second refund or a replayed charge.refunded matches nothing. Answers whether it was marked.
 */
export async function markDepositRefunded(tx: Tx, scope: BusinessScope, paymentId: string, by: { actor: MoneyActor; reason: string }): Promise<boolean> {
  const [marked] = await tx
    .update(payments)
    .set({ status: "refunded", refundedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), eq(payments.businessId, scope.businessId), isNull(payments.invoiceId), eq(payments.status, "succeeded")))
    .returning({ quoteId: payments.quoteId, amountCents: payments.amountCents, method: payments.method });
  if (!marked?.quoteId) return false;
  await writeAuditEntry(tx, {
    businessId: scope.businessId,
    actor: auditActor(by.actor),
    action: "quote.deposit_refunded",
    target: { type: "quote", id: marked.quoteId },
    meta: auditMeta(by.actor, { paymentId, amountCents: marked.amountCents, method: marked.method, reason: by.reason }),
    ip: by.actor.ip,
  });
  return true;
}
