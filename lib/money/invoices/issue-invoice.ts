import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { invoices } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { centsToDollars, formatCents } from "@/lib/format/money";
import { loadInvoiceFigures } from "@/lib/money/documents/load-document-figures";
import { tellCustomerAboutDocument } from "@/lib/money/documents/tell-customer-about-document";
import { scheduleAutopay } from "@/lib/money/invoices/schedule-autopay";
import { enqueueWebhookEvent } from "@/lib/webhooks/enqueue-webhook-event";
import { ledgerCreditedDeposits } from "@/lib/money/ledger/ledger-credited-deposits";
import { appendLedgerEntry } from "../ledger/append-ledger-entry";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";

/**
 * What an issued invoice leaves for the queues once committed: the `invoice.sent` webhook
 * deliveries recorded, and whether an autopay charge was scheduled. The caller hands them to
 * pg-boss with its own sender (the app: send-invoice.ts; the worker: the invoicing rules'
 * task); if it cannot, the webhook sweep and the every-minute autopay run find them anyway.
 */
export type IssuedInvoice = { id: string; businessId: string; customerId: string; status: "pending"; webhookDeliveryIds: string[]; autopayScheduled: boolean };

/**
 * Issues a draft invoice: draft → pending in one guarded UPDATE (a second send finds no
 * draft and is refused), the "invoice issued" ledger entry and the audit row in the same
 * transaction; then the customer is told (portal bell + email with the portal link), the
 * webhook event is recorded, and an autopay customer's charge is scheduled
 * (lib/payments/autopay/). Nothing after the commit undoes or fails the send. Not
 * server-only: the worker issues what the invoicing rules create when the business sends them
 * automatically (visit-invoicing/run-invoicing-rules.ts).
 */
export async function issueInvoice(dbx: Db, scope: BusinessScope, input: { invoiceId: string }, actor: MoneyActor): Promise<IssuedInvoice> {
  const sent = await dbx.transaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      // An invoice made from a quote may already carry its deposits (credit-quote-deposits.ts): paid in full, it is issued paid.
      .set({
        status: sql`case when ${invoices.amountPaidCents} > 0 and ${invoices.amountPaidCents} = ${invoices.amountCents} then 'paid' else 'pending' end`,
        paidDate: sql`case when ${invoices.amountPaidCents} > 0 and ${invoices.amountPaidCents} = ${invoices.amountCents}
          then (now() at time zone (select b.timezone from businesses b where b.id = ${invoices.businessId}))::date else ${invoices.paidDate} end`,
        sentAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(invoices.id, input.invoiceId), eq(invoices.businessId, scope.businessId), eq(invoices.status, "draft")))
      .returning({ id: invoices.id, customerId: invoices.customerId, invoiceNumber: invoices.invoiceNumber, amountCents: invoices.amountCents, amountPaidCents: invoices.amountPaidCents, description: invoices.description });
    if (!row) {
      const [existing] = await tx
        .select({ status: invoices.status })
        .from(invoices)
        .where(and(eq(invoices.id, input.invoiceId), eq(invoices.businessId, scope.businessId)));
      if (!existing) throw new DomainError("not_found", "Invoice not found");
      throw new DomainError("conflict", "This invoice has already been sent");
    }
    if (row.amountCents <= 0) throw new DomainError("unprocessable", "An invoice must total more than $0.00 to be sent");
    await appendLedgerEntry(tx, { businessId: scope.businessId, customerId: row.customerId, invoiceId: row.id, kind: "invoice_issued", amountCents: row.amountCents });
    if (row.amountPaidCents > row.amountCents) throw new DomainError("unprocessable", `The invoice total is less than the deposit already paid on it, ${formatCents(row.amountPaidCents)}`);
    await ledgerCreditedDeposits(tx, scope, row);
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: auditActor(actor),
      action: "invoice.sent",
      target: { type: "invoice", id: row.id },
      meta: auditMeta(actor, { amountCents: row.amountCents }),
      ip: actor.ip,
    });
    return row;
  });
  const label = displayDocumentNumber(sent.invoiceNumber, sent.id);
  // The email states the invoice's figures: the same lines' totals as the portal and the PDF.
  const figures = (await loadInvoiceFigures(dbx, scope, sent.id))?.figures ?? null;
  await tellCustomerAboutDocument(
    { businessId: scope.businessId, customerId: sent.customerId },
    {
      kind: "invoice",
      title: `New invoice ${label}`,
      body: `Invoice ${label}${sent.description ? ` (${sent.description})` : ""} for ${formatCents(figures?.totalCents ?? sent.amountCents)} is ready.`,
      portalPath: `/invoices/${sent.id}`,
      linkLabel: "View invoice",
      figures,
    },
    dbx,
  );
  const webhookDeliveryIds = await recordSentEvent(dbx, scope, sent);
  const autopayScheduled = await scheduleAutopay(dbx, { businessId: scope.businessId, customerId: sent.customerId, invoiceId: sent.id }).catch((error: unknown) => {
    console.error("autopay: could not schedule the charge", error);
    return false;
  });
  return { id: sent.id, businessId: scope.businessId, customerId: sent.customerId, status: "pending", webhookDeliveryIds, autopayScheduled };
}

type SentRow = { id: string; customerId: string; invoiceNumber: string | null; amountCents: number; description: string | null };

/** The `invoice.sent` event's deliveries; a failure is only logged — a webhook never fails the send. */
async function recordSentEvent(dbx: Db, scope: BusinessScope, sent: SentRow): Promise<string[]> {
  try {
    const { deliveryIds } = await enqueueWebhookEvent(dbx, {
      businessId: scope.businessId,
      type: "invoice.sent",
      data: { invoice: { id: sent.id, invoice_number: sent.invoiceNumber, customer_id: sent.customerId, amount: centsToDollars(sent.amountCents), description: sent.description, status: "pending" } },
    });
    return deliveryIds;
  } catch (error) {
    console.error("[webhooks] could not record the invoice.sent event:", error);
    return [];
  }
}
