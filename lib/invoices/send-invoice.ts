import "server-only";
import { centsToDollars } from "@/lib/format/money";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { invoices } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/core/domain-error";
import type { BusinessScope } from "@/lib/core/scope";
import { formatCents } from "@/lib/format/money";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { tellCustomerAboutDocument } from "@/lib/money/tell-customer-about-document";
import { startAutopayFor } from "@/lib/payments/autopay/start-autopay-for";
import { appendLedgerEntry } from "./append-ledger-entry";
import { auditActor, auditMeta, type MoneyActor } from "./money-actor";

/**
 * Issues a draft invoice: draft → pending in one guarded UPDATE (a second send finds no
 * draft and is refused), the "invoice issued" ledger entry and the audit row in the same
 * transaction; then the customer is told (portal bell + email with the portal link), and an
 * autopay customer's card is charged (lib/payments/autopay/).
 */
export async function sendInvoice(scope: BusinessScope, input: { invoiceId: string }, actor: MoneyActor): Promise<{ id: string; status: "pending" }> {
  const sent = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({ status: "pending", sentAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(invoices.id, input.invoiceId), eq(invoices.businessId, scope.businessId), eq(invoices.status, "draft")))
      .returning({ id: invoices.id, customerId: invoices.customerId, invoiceNumber: invoices.invoiceNumber, amountCents: invoices.amountCents, description: invoices.description });
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
  await tellCustomerAboutDocument(
    { businessId: scope.businessId, customerId: sent.customerId },
    {
      kind: "invoice",
      title: `New invoice ${label}`,
      body: `Invoice ${label}${sent.description ? ` (${sent.description})` : ""} for ${formatCents(sent.amountCents)} is ready.`,
      portalPath: `/invoices/${sent.id}`,
      linkLabel: "View invoice",
    },
  );
  await emitWebhookEvent({
    businessId: scope.businessId,
    type: "invoice.sent",
    data: { invoice: { id: sent.id, invoice_number: sent.invoiceNumber, customer_id: sent.customerId, amount: centsToDollars(sent.amountCents), description: sent.description, status: "pending" } },
  });
  await startAutopayFor({ businessId: scope.businessId, customerId: sent.customerId, invoiceId: sent.id });
  return { id: sent.id, status: "pending" };
}
