import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, payments } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import { formatCents } from "@/lib/format/money";
import { recordCardRefund } from "@/lib/money/refunds/record-card-refund";
import { createStripeRefund } from "@/lib/money/refunds/refund-card-payment";
import type { RefundPaymentInput } from "@/lib/money/refunds/refund-schema";
import { recordDepositRefund } from "./record-deposit-refund";

export type DepositRefund = { paymentId: string; quoteId: string; amountCents: number; invoiceId: string | null };

/**
 * All or part of a quote's deposit no invoice holds yet, back to the customer — reached through
 * refund-payment.ts, the one refund path of the admin's quote page, the invoice page and API v1.
 * A manual deposit is recorded as paid back (record-deposit-refund.ts, which refuses more than is
 * left). A card deposit is refunded in Stripe first (on the connected account; the idempotency key
 * names the deposit, what was refunded before and the amount, so a double click or a retry gets
 * Stripe's first refund back), then recorded by recordCardRefund from the charge's cumulative
 * refunded amount — the path charge.refunded takes, so whichever comes second adds nothing; if the
 * invoice took the deposit meanwhile, it is recorded on that invoice. Audited.
 */
export async function refundDepositBeforeInvoice(scope: BusinessScope, input: RefundPaymentInput, actor: MoneyActor): Promise<DepositRefund> {
  const [deposit] = await db
    .select({
      id: payments.id,
      quoteId: payments.quoteId,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedBeforeInvoiceCents,
      method: payments.method,
      status: payments.status,
      providerRef: payments.providerRef,
      accountId: businesses.stripeAccountId,
    })
    .from(payments)
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .where(and(eq(payments.id, input.paymentId), eq(payments.businessId, scope.businessId)));
  if (!deposit?.quoteId) throw new DomainError("not_found", "Deposit not found");
  const quoteId = deposit.quoteId;
  const left = deposit.amountCents - deposit.refundedCents;
  if (deposit.status === "refunded" || left <= 0) throw new DomainError("conflict", "This deposit is already fully refunded");
  if (deposit.status !== "succeeded") throw new DomainError("conflict", "Only a completed payment can be refunded");
  if (input.amountCents > left) throw new DomainError("unprocessable", `The refund exceeds the ${formatCents(left)} of this deposit not yet refunded`, { field: "amountCents" });

  if (deposit.method !== "stripe") {
    await db.transaction(async (tx) => {
      if (!(await recordDepositRefund(tx, scope, deposit.id, { cents: input.amountCents, actor, reason: input.reason })))
        throw new DomainError("conflict", "This deposit's invoice was just issued; refund it there");
    });
    return { paymentId: deposit.id, quoteId, amountCents: input.amountCents, invoiceId: null };
  }

  if (!deposit.providerRef?.startsWith("pi_") || !deposit.accountId) throw new DomainError("conflict", "This card payment cannot be refunded from here: refund it in your Stripe dashboard");
  const refund = await createStripeRefund(
    deposit.accountId,
    { payment_intent: deposit.providerRef, amount: input.amountCents, metadata: { payment_id: deposit.id, business_id: scope.businessId }, expand: ["charge"] },
    `deposit-refund:${deposit.id}:${deposit.refundedCents}:${input.amountCents}`,
  );
  await writeAuditEntry(db, {
    businessId: scope.businessId,
    actor: auditActor(actor),
    action: "quote.deposit_refund_requested",
    target: { type: "quote", id: quoteId },
    meta: auditMeta(actor, { paymentId: deposit.id, amountCents: refund.amount, reason: input.reason, stripeRefundId: refund.id }),
    ip: actor.ip,
  });
  const charge = typeof refund.charge === "object" && refund.charge ? refund.charge : null;
  // Recorded as charge.refunded records it: on the deposit, or — if the invoice took it meanwhile — on that invoice.
  await recordCardRefund({
    eventId: refund.id,
    accountId: deposit.accountId,
    providerRef: deposit.providerRef,
    amountRefundedCents: charge?.amount_refunded ?? deposit.refundedCents + refund.amount,
    by: { actor, reason: input.reason },
  });
  const [after] = await db.select({ invoiceId: payments.invoiceId }).from(payments).where(and(eq(payments.id, deposit.id), eq(payments.businessId, scope.businessId)));
  return { paymentId: deposit.id, quoteId, amountCents: refund.amount, invoiceId: after?.invoiceId ?? null };
}
