import "server-only";
import { db, inWriteTransaction, type Tx } from "@/db/client";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import { deliverRecordedEmails, type RecordedEmail } from "@/lib/email/send-email";
import type { PaymentChannel } from "@/lib/money/payments/notices/payment-channel";
import { recordPaymentNotices } from "@/lib/money/payments/notices/record-payment-notices";
import { appendLedgerEntry } from "../ledger/append-ledger-entry";
import { emitInvoicePaidIfPaid } from "./emit-invoice-paid";
import { insertPayment } from "./insert-payment";
import type { RecordPaymentInput } from "../invoices/invoice-schema";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import { refuseSettlement, settleInvoice } from "../ledger/settle-invoice";
import type { RecordedPayment } from "../ledger/settlement-views";

/**
 * Records a payment taken outside the app (cash, cheque, bank transfer) against an issued
 * invoice. The invoice's paid amount moves in ONE conditional UPDATE (settle-invoice.ts) that only matches while
 * the payment still fits the open balance, so concurrent payments queue on the row lock and
 * the one that would overpay matches nothing (tested with 20 at once); the invoice becomes
 * paid when the balance reaches zero. Payment row, ledger entry, audit row, the owner's notice
 * and the customer's receipt share the transaction; the emails leave after the commit.
 */
export async function recordPayment(scope: BusinessScope, input: RecordPaymentInput, actor: MoneyActor): Promise<RecordedPayment> {
  const { payment, notices } = await inWriteTransaction(async (tx) => {
    const applied = await applyPayment(tx, scope, input, actor);
    // invoice.paid commits with the payment that paid it (the outbox, emit-webhook-event.ts).
    await emitInvoicePaidIfPaid(scope, applied.payment, input.method);
    return applied;
  });
  await deliverRecordedEmails(notices, db);
  return payment;
}

/** What a payment records: a manual method, or a card payment with its Stripe reference. */
export type PaymentToApply = Omit<RecordPaymentInput, "method"> & {
  method: RecordPaymentInput["method"] | "stripe";
  providerRef?: string | null;
  /** A card payment made by autopay's off-session charge (the receipt says so). */
  viaAutopay?: boolean;
};

/** The recorded payment and its notices' emails, to deliver once the transaction has committed. */
export type AppliedPayment = { payment: RecordedPayment; notices: RecordedEmail[] };

/**
 * The payment itself inside the caller's transaction (manual payments above; card payments
 * from Stripe's webhook in lib/money/payments/record-card-payment.ts), with its notices: every
 * payment tells the owner and the customer (lib/payments/notices).
 */
export async function applyPayment(tx: Tx, scope: BusinessScope, input: PaymentToApply, actor: MoneyActor): Promise<AppliedPayment> {
  const invoice = await settleInvoice(tx, scope, input.invoiceId, input.amountCents);
  if (!invoice) return refuseSettlement(tx, scope, input.invoiceId, { doing: "recording a payment", what: "payment" });

  const payment = await insertPayment(
    tx,
    scope,
    { invoiceId: invoice.id, amountCents: input.amountCents, method: input.method, providerRef: input.providerRef, note: input.note },
    actor,
  );
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
  const recorded: RecordedPayment = {
    paymentId: payment.id,
    invoiceId: invoice.id,
    amountCents: input.amountCents,
    balanceCents: invoice.amountCents - invoice.amountPaidCents,
    status: invoice.status as RecordedPayment["status"],
  };
  const notices = await recordPaymentNotices(tx, scope, recorded, channelOf(input));
  return { payment: recorded, notices };
}

function channelOf(input: PaymentToApply): PaymentChannel {
  if (input.method === "stripe") return input.viaAutopay ? "autopay" : "card";
  return input.method;
}
