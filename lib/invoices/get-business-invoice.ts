import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, invoiceLineItems, invoices, ledgerEntries, payments } from "@/db/schema";
import { isUuid } from "@/lib/core/is-uuid";
import type { BusinessScope } from "@/lib/core/scope";
import type { AdminInvoiceDetail } from "./admin-invoice-views";

/** One invoice of the business with its lines, payments and ledger, or null (missing or another business's). */
export async function getBusinessInvoice(scope: BusinessScope, invoiceId: string): Promise<AdminInvoiceDetail | null> {
  if (!isUuid(invoiceId)) return null;
  const [row] = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      description: invoices.description,
      status: invoices.status,
      customerId: invoices.customerId,
      customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`,
      amountCents: invoices.amountCents,
      amountPaidCents: invoices.amountPaidCents,
      subtotalCents: invoices.subtotalCents,
      discountCents: invoices.discountCents,
      taxAmountCents: invoices.taxAmountCents,
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.dueDate,
      paidDate: invoices.paidDate,
      notes: invoices.notes,
      paymentInstructions: invoices.paymentInstructions,
      sentAt: invoices.sentAt,
      voidedAt: invoices.voidedAt,
    })
    .from(invoices)
    .innerJoin(customers, and(eq(customers.id, invoices.customerId), eq(customers.businessId, invoices.businessId)))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.businessId, scope.businessId)));
  if (!row) return null;
  const [lines, paymentRows, ledgerRows] = await Promise.all([
    db
      .select({ id: invoiceLineItems.id, description: invoiceLineItems.description, quantity: invoiceLineItems.quantity, rateCents: invoiceLineItems.rateCents, amountCents: invoiceLineItems.amountCents })
      .from(invoiceLineItems)
      .where(and(eq(invoiceLineItems.businessId, scope.businessId), eq(invoiceLineItems.invoiceId, invoiceId)))
      .orderBy(asc(invoiceLineItems.position)),
    db
      .select({ id: payments.id, amountCents: payments.amountCents, method: payments.method, status: payments.status, note: payments.note, paidAt: payments.paidAt })
      .from(payments)
      .where(and(eq(payments.businessId, scope.businessId), eq(payments.invoiceId, invoiceId)))
      .orderBy(asc(payments.createdAt)),
    db
      .select({ id: ledgerEntries.id, kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents, memo: ledgerEntries.memo, paymentId: ledgerEntries.paymentId, createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.businessId, scope.businessId), eq(ledgerEntries.invoiceId, invoiceId)))
      .orderBy(asc(ledgerEntries.createdAt)),
  ]);
  return {
    ...row,
    sentAt: row.sentAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    lineItems: lines,
    payments: paymentRows.map((p) => ({
      ...p,
      refundedCents: ledgerRows.reduce((sum, l) => (l.kind === "refund" && l.paymentId === p.id ? sum + l.amountCents : sum), 0),
      paidAt: p.paidAt?.toISOString() ?? null,
    })),
    ledger: ledgerRows.map(({ paymentId: _paymentId, ...l }) => ({ ...l, createdAt: l.createdAt.toISOString() })),
  };
}
