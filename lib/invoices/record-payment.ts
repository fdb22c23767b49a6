import "server-only";
import { sql } from "drizzle-orm";
import { db, type Tx } from "@/db/client";
import { payments } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/core/scope";
import { appendLedgerEntry } from "./append-ledger-entry";
import { emitInvoicePaidIfPaid } from "./emit-invoice-paid";
import type { RecordPaymentInput } from "./invoice-schema";
import { auditActor, auditMeta, type MoneyActor } from "./money-actor";
import { refuseSettlement, settleInvoice } from "./settle-invoice";

export type RecordedPayment = { paymentId: string; invoiceId: string; amountCents: number; balanceCents: number; status: "pending" | "overdue" | "paid" };

/**
 * Records a payment taken outside the app (cash, cheque, bank transfer) against an issued
 * invoice. The invoice's paid amount moves in ONE conditional UPDATE (settle-invoice.ts) that only matches while
 * the payment still fits the open balance, so concurrent payments queue on the row lock and
 * the one that would overpay matches nothing (tested with 20 at once); the invoice becomes
 * paid when the balance reaches zero. Payment row, ledger entry and audit row share the
 * transaction.
 */
export async function recordPayment(scope: BusinessScope, input: RecordPaymentInput, actor: MoneyActor): Promise<RecordedPayment> {
  const payment = await db.transaction((tx) => applyPayment(tx, scope, input, actor));
  await emitInvoicePaidIfPaid(scope, payment, input.method);
  return payment;
}

/** What a payment records: a manual method, or a card payment with its Stripe reference. */
export type PaymentToApply = Omit<RecordPaymentInput, "method"> & { method: RecordPaymentInput["method"] | "stripe"; providerRef?: string | null };

/**
 * The payment itself inside the caller's transaction (manual payments above; card payments
 * from Stripe's webhook in lib/payments/record-card-payment.ts).
 */
export async function applyPayment(tx: Tx, scope: BusinessScope, input: PaymentToApply, actor: MoneyActor): Promise<RecordedPayment> {
  const invoice = await settleInvoice(tx, scope, input.invoiceId, input.amountCents);
  if (!invoice) return refuseSettlement(tx, scope, input.invoiceId, { doing: "recording a payment", what: "payment" });

  const [payment] = await tx
    .insert(payments)
    .values({
      businessId: scope.businessId,
      invoiceId: invoice.id,
      amountCents: input.amountCents,
      method: input.method === "other" ? "manual" : input.method,
      status: "succeeded",
      providerRef: input.providerRef ?? null,
      note: input.note,
      recordedByUserId: actor.type === "staff" ? actor.userId : null,
      paidAt: sql`now()`,
    })
    .returning({ id: payments.id });
  await appendLedgerEntry(tx, {
    businessId: scope.businessId,
    customerId: invoice.customerId,
    invoiceId: invoice.id,
    paymentId: payment.id,
    kind: "payment",
    amountCents: -input.amountCents,
    memo: input.note,
  });
  await writeAuditEntry(tx, {
    businessId: scope.businessId,
    actor: auditActor(actor),
    action: "invoice.payment_recorded",
    target: { type: "invoice", id: invoice.id },
    meta: auditMeta(actor, { paymentId: payment.id, amountCents: input.amountCents, method: input.method }),
    ip: actor.ip,
  });
  return {
    paymentId: payment.id,
    invoiceId: invoice.id,
    amountCents: input.amountCents,
    balanceCents: invoice.amountCents - invoice.amountPaidCents,
    status: invoice.status as RecordedPayment["status"],
  };
}
