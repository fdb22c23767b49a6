import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, type Tx } from "@/db/client";
import { invoices, payments } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/core/domain-error";
import type { BusinessScope } from "@/lib/core/scope";
import { formatCents } from "@/lib/format/money";
import { appendLedgerEntry } from "./append-ledger-entry";
import { emitInvoicePaidIfPaid } from "./emit-invoice-paid";
import type { RecordPaymentInput } from "./invoice-schema";
import { auditActor, auditMeta, type MoneyActor } from "./money-actor";

export type RecordedPayment = { paymentId: string; invoiceId: string; amountCents: number; balanceCents: number; status: "pending" | "overdue" | "paid" };

/**
 * Records a payment taken outside the app (cash, cheque, bank transfer) against an issued
 * invoice. The invoice's paid amount moves in ONE conditional UPDATE that only matches while
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
  const [invoice] = await tx
    .update(invoices)
    .set({
      amountPaidCents: sql`${invoices.amountPaidCents} + ${input.amountCents}`,
      status: sql`case when ${invoices.amountPaidCents} + ${input.amountCents} = ${invoices.amountCents} then 'paid' else ${invoices.status} end`,
      paidDate: sql`case when ${invoices.amountPaidCents} + ${input.amountCents} = ${invoices.amountCents}
        then (now() at time zone (select b.timezone from businesses b where b.id = ${invoices.businessId}))::date
        else ${invoices.paidDate} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(invoices.id, input.invoiceId),
        eq(invoices.businessId, scope.businessId),
        sql`${invoices.status} in ('pending', 'overdue')`,
        sql`${invoices.amountPaidCents} + ${input.amountCents} <= ${invoices.amountCents}`,
      ),
    )
    .returning({
      id: invoices.id,
      customerId: invoices.customerId,
      status: invoices.status,
      amountCents: invoices.amountCents,
      amountPaidCents: invoices.amountPaidCents,
    });
  if (!invoice) await refusePayment(tx, scope, input);

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

/** Only on the failure path: say why the payment did not fit. */
async function refusePayment(tx: Tx, scope: BusinessScope, input: PaymentToApply): Promise<never> {
  const [existing] = await tx
    .select({ status: invoices.status, amountCents: invoices.amountCents, amountPaidCents: invoices.amountPaidCents })
    .from(invoices)
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.businessId, scope.businessId)));
  if (!existing) throw new DomainError("not_found", "Invoice not found");
  if (existing.status === "draft") throw new DomainError("conflict", "Send the invoice before recording a payment");
  if (existing.status === "paid") throw new DomainError("conflict", "This invoice is already paid");
  if (existing.status === "void") throw new DomainError("conflict", "This invoice is void");
  throw new DomainError("unprocessable", `The payment exceeds the balance due of ${formatCents(existing.amountCents - existing.amountPaidCents)}`, { field: "amountCents" });
}
