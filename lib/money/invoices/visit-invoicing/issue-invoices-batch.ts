import type { Db } from "@/db/client";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";

export type BatchSendOutcome = { invoiceId: string; ok: true } | { invoiceId: string; ok: false; message: string };
type Failure = { invoiceId: string; ok: false; message: string; code: string };
export type BatchSendResult = { sent: number; failed: number; outcomes: BatchSendOutcome[] };

/**
 * A batch send, whoever sends: each draft is issued by `send` (send-invoice or issue-invoice:
 * its own transaction, ledger entry, audit row, portal notice, email, autopay), one after
 * another. A refusal (already sent, $0.00, another business's id) is that invoice's outcome,
 * not the batch's: the others still go. One `invoice.batch_sent` audit entry records what was
 * sent and what was refused. A batch in which no id is this business's invoice is "not found"
 * as a whole, like a single send. Not server-only: the worker sends what the invoicing rules
 * create (run-invoicing-rules.ts); screens go through send-invoices-batch.ts.
 */
export async function issueInvoicesBatch<T>(
  dbx: Db,
  scope: BusinessScope,
  input: { invoiceIds: readonly string[] },
  actor: MoneyActor,
  send: (invoiceId: string) => Promise<T>,
): Promise<BatchSendResult & { issued: T[] }> {
  const outcomes: ({ invoiceId: string; ok: true } | Failure)[] = [];
  const issued: T[] = [];
  for (const invoiceId of new Set(input.invoiceIds)) {
    try {
      issued.push(await send(invoiceId));
      outcomes.push({ invoiceId, ok: true });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ invoiceId, ok: false, message: error.message, code: error.code });
    }
  }
  if (outcomes.every((o) => !o.ok && o.code === "not_found")) throw new DomainError("not_found", "Invoice not found");
  const reported = outcomes.map((o): BatchSendOutcome => (o.ok ? o : { invoiceId: o.invoiceId, ok: false, message: o.message }));
  const sent = reported.filter((o) => o.ok).length;
  await writeAuditEntry(dbx, {
    businessId: scope.businessId,
    actor: auditActor(actor),
    action: "invoice.batch_sent",
    target: { type: "invoice_batch" },
    meta: auditMeta(actor, { sent: reported.filter((o) => o.ok).map((o) => o.invoiceId), failed: reported.filter((o) => !o.ok) }),
    ip: actor.ip,
  });
  return { sent, failed: reported.length - sent, outcomes: reported, issued };
}
