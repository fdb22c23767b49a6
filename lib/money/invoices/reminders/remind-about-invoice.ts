import type { Db, DbOrTx } from "@/db/client";
import { invoiceReminders, invoices } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import { loadInvoiceFigures } from "@/lib/money/documents/load-document-figures";
import { tellCustomerAboutDocument } from "@/lib/money/documents/tell-customer-about-document";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";

export type ClaimedReminder = { id: string; businessId: string; customerId: string; invoiceNumber: string | null; amountCents: number; amountPaidCents: number; dueDate: string | null };

/**
 * Reminders about unpaid invoices (the worker's automatic ones and staff's manual ones share
 * these steps). Not server-only: the worker runs it.
 *
 * After an invoice's reminder was claimed (its counters moved by the caller's guarded UPDATE
 * in `tx`): the activity row and the audit entry in the same transaction.
 */
export async function recordReminder(tx: DbOrTx, invoice: ClaimedReminder, kind: "automatic" | "manual", actor: MoneyActor) {
  await tx.insert(invoiceReminders).values({
    businessId: invoice.businessId,
    invoiceId: invoice.id,
    kind,
    sentByUserId: actor.type === "staff" ? actor.userId : null,
  });
  await writeAuditEntry(tx, {
    businessId: invoice.businessId,
    actor: auditActor(actor),
    action: "invoice.reminder_sent",
    target: { type: "invoice", id: invoice.id },
    meta: auditMeta(actor, { kind, balanceCents: invoice.amountCents - invoice.amountPaidCents }),
    ip: actor.ip,
  });
}

/** After the commit: the portal bell and the branded email with the link to pay, stating the invoice's figures. */
export async function tellCustomerAboutReminder(dbx: Db, invoice: ClaimedReminder): Promise<void> {
  const label = displayDocumentNumber(invoice.invoiceNumber, invoice.id);
  const figures = (await loadInvoiceFigures(dbx, { businessId: invoice.businessId }, invoice.id))?.figures;
  if (!figures) return;
  const balance = formatCents(figures.balanceDueCents ?? 0);
  await tellCustomerAboutDocument(
    { businessId: invoice.businessId, customerId: invoice.customerId },
    {
      kind: "invoice",
      title: `Reminder: invoice ${label} is overdue`,
      body: `Invoice ${label} has ${balance} still due. You can view and pay it in your portal.`,
      portalPath: `/invoices/${invoice.id}`,
      linkLabel: "View invoice",
      figures,
    },
    dbx,
  );
}

export const CLAIMED_REMINDER_COLUMNS = {
  id: invoices.id,
  businessId: invoices.businessId,
  customerId: invoices.customerId,
  invoiceNumber: invoices.invoiceNumber,
  amountCents: invoices.amountCents,
  amountPaidCents: invoices.amountPaidCents,
  dueDate: invoices.dueDate,
};
