import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { invoiceVisits, invoices } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { appendLedgerEntry } from "../ledger/append-ledger-entry";
import { auditActor, auditMeta, type MoneyActor } from "@/lib/foundation/money-actor";

const VOIDABLE = ["draft", "pending", "overdue"] as const;

/**
 * Voids an invoice that is not fully paid. What was still owed is written off with a "void"
 * ledger entry (− the open balance), so the invoice's ledger nets to zero whether or not part
 * of it was paid — the drift Jobber users report comes from voids that skip this. Payments
 * already taken stay recorded (refunds are a separate step). Audit-logged.
 */
export async function voidInvoice(scope: BusinessScope, input: { invoiceId: string; reason: string | null }, actor: MoneyActor): Promise<{ id: string; status: "void" }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.id, input.invoiceId), eq(invoices.businessId, scope.businessId)))
      .for("update");
    if (!before) throw new DomainError("not_found", "Invoice not found");
    const [row] = await tx
      .update(invoices)
      .set({ status: "void", voidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(invoices.id, input.invoiceId), eq(invoices.businessId, scope.businessId), inArray(invoices.status, [...VOIDABLE])))
      .returning({ id: invoices.id, customerId: invoices.customerId, amountCents: invoices.amountCents, amountPaidCents: invoices.amountPaidCents });
    if (!row) throw new DomainError("conflict", before.status === "void" ? "This invoice is already void" : "A paid invoice cannot be voided");
    // A draft was never issued: it has no ledger entries to cancel.
    if (before.status !== "draft") {
      // Payments stay recorded, so the invoice's own ledger must end at zero: cancel the whole
      // open balance now, and the invoice row's paid amount counts as written off with it.
      await appendLedgerEntry(tx, {
        businessId: scope.businessId,
        customerId: row.customerId,
        invoiceId: row.id,
        kind: "void",
        amountCents: -(row.amountCents - row.amountPaidCents),
        memo: input.reason,
      });
    }
    // Its visits are billed nowhere now: they may go on a new invoice.
    await tx.delete(invoiceVisits).where(and(eq(invoiceVisits.businessId, scope.businessId), eq(invoiceVisits.invoiceId, row.id)));
    await writeAuditEntry(tx, {
      businessId: scope.businessId,
      actor: auditActor(actor),
      action: "invoice.voided",
      target: { type: "invoice", id: row.id },
      meta: auditMeta(actor, { previousStatus: before.status, openBalanceCents: row.amountCents - row.amountPaidCents, reason: input.reason }),
      ip: actor.ip,
    });
    return { id: row.id, status: "void" as const };
  });
}
