import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "@/db/client";
import { payments } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { refundPayment } from "@/lib/money/refunds/refund-payment";
import type { RefundQuoteDepositInput } from "@/lib/money/refunds/refund-schema";

export type RefundedDeposit = { paymentId: string; quoteId: string; amountCents: number; invoiceId: string | null };

/**
 * Staff refund all or part of a quote's deposit from the quote's page (manage_billing, like any
 * refund), through the one refund path (refund-payment.ts): once the quote's invoice holds it, as
 * that invoice's payment (the invoice is owed again); before that, on the deposit itself
 * (refund-deposit-before-invoice.ts), so the invoice made later is credited only what is left.
 */
export async function refundQuoteDeposit(scope: BusinessScope, input: RefundQuoteDepositInput, actor: MoneyActor): Promise<RefundedDeposit> {
  const [deposit] = await db
    .select({ quoteId: payments.quoteId })
    .from(payments)
    .where(and(eq(payments.id, input.paymentId), eq(payments.businessId, scope.businessId), isNotNull(payments.quoteId)));
  if (!deposit?.quoteId) throw new DomainError("not_found", "Deposit not found");
  const refund = await refundPayment(scope, input, actor);
  return { paymentId: refund.paymentId, quoteId: deposit.quoteId, amountCents: refund.amountCents, invoiceId: refund.invoiceId };
}
