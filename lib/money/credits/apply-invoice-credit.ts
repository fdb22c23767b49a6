import "server-only";
import { inWriteTransaction } from "@/db/client";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { BusinessScope } from "@/lib/foundation/scope";
import { appendLedgerEntry } from "../ledger/append-ledger-entry";
import { emitInvoicePaidByCredit } from "../payments/emit-invoice-paid";
import type { ApplyInvoiceCreditInput } from "../invoices/invoice-schema";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";
import { refuseSettlement, settleInvoice } from "../ledger/settle-invoice";
import type { AppliedCredit } from "../ledger/settlement-views";

/**
 * Takes a credit (goodwill, a complaint, a price correction) off an issued invoice: no money
 * moves, so there is no payment row — one negative "credit" ledger entry with the reason as
 * its memo. The invoice's settled amount (`amount_paid_cents`) moves through the same
 * conditional UPDATE as a payment (settle-invoice.ts), so a credit can never take the balance
 * below zero however many run at once, and a credit that clears the balance marks the invoice
 * paid exactly as a full payment does (`invoice.paid` after the commit). Drafts, paid and
 * void invoices are refused. Ledger entry, customer balance and audit row share the transaction.
 */
export async function applyInvoiceCredit(scope: BusinessScope, input: ApplyInvoiceCreditInput, actor: MoneyActor): Promise<AppliedCredit> {
  const credit = await inWriteTransaction(async (tx) => {
    const invoice = await settleInvoice(tx, scope, input.invoiceId, input.amountCents);
    if (!invoice) return refuseSettlement(tx, scope, input.invoiceId, { doing: "applying a credit", what: "credit" });
    const ledgerEntryId = await appendLedgerEntry(tx, {
      businessId: scope.businessId,
      customerId: invoice.customerId,
      invoiceId: invoice.id,
      kind: "credit",
      amountCents: -input.amountCents,
      memo: input.reason,
    });
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: auditActor(actor),
      action: "invoice.credit_applied",
      target: { type: "invoice", id: invoice.id },
      meta: auditMeta(actor, { ledgerEntryId, amountCents: input.amountCents, reason: input.reason }),
      ip: actor.ip,
    });
    const applied: AppliedCredit = {
      ledgerEntryId: ledgerEntryId!,
      invoiceId: invoice.id,
      amountCents: input.amountCents,
      reason: input.reason,
      balanceCents: invoice.amountCents - invoice.amountPaidCents,
      status: invoice.status as AppliedCredit["status"],
    };
    // invoice.paid commits with the credit that settled it (the outbox, emit-webhook-event.ts).
    await emitInvoicePaidByCredit(scope, applied);
    return applied;
  });
  return credit;
}
