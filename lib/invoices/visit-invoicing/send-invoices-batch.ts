import "server-only";
import { db } from "@/db/client";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/core/domain-error";
import type { BusinessScope } from "@/lib/core/scope";
import { auditActor, auditMeta, type MoneyActor } from "../money-actor";
import { sendInvoice } from "../send-invoice";

export type BatchSendOutcome = { invoiceId: string; ok: true } | { invoiceId: string; ok: false; message: string };
export type BatchSendResult = { sent: number; failed: number; outcomes: BatchSendOutcome[] };

/**
 * "Send selected": each draft is issued by send-invoice (its own transaction, ledger entry,
 * audit row, portal notice and email), one after another. A refusal (already sent, $0.00,
 * another business's id) is that invoice's outcome, not the batch's: the others still go.
 * One audit entry records the batch with what was sent and what was refused.
 */
export async function sendInvoicesBatch(scope: BusinessScope, input: { invoiceIds: readonly string[] }, actor: MoneyActor): Promise<BatchSendResult> {
  const outcomes: BatchSendOutcome[] = [];
  for (const invoiceId of new Set(input.invoiceIds)) {
    try {
      await sendInvoice(scope, { invoiceId }, actor);
      outcomes.push({ invoiceId, ok: true });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ invoiceId, ok: false, message: error.message });
    }
  }
  const sent = outcomes.filter((o) => o.ok).length;
  await writeAuditEntry(db, {
    businessId: scope.businessId,
    actor: auditActor(actor),
    action: "invoice.batch_sent",
    target: { type: "invoice_batch" },
    meta: auditMeta(actor, { sent: outcomes.filter((o) => o.ok).map((o) => o.invoiceId), failed: outcomes.filter((o) => !o.ok) }),
    ip: actor.ip,
  });
  return { sent, failed: outcomes.length - sent, outcomes };
}
