import "server-only";
import { customerLocationIdSql } from "@/lib/locations/location-scope-sql";
import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers, invoices, ledgerEntries, payments } from "@/db/schema";
import { isUuid } from "@/lib/foundation/is-uuid";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { invoiceFigures } from "@/lib/money/documents/figures-of-rows";
import type { AdminInvoiceDetail } from "./admin-invoice-views";
import { invoiceSummaryColumns, invoiceTextColumns, toInvoiceSummary } from "./invoice-columns";

/** The admin invoice's columns (API v1's list page reads the same ones), figures' lines and settlements included. */
export const adminInvoiceColumns = () => ({
  ...invoiceSummaryColumns(),
  ...invoiceTextColumns,
  customerId: invoices.customerId,
  locationId: customerLocationIdSql(invoices),
  sentAt: invoices.sentAt,
  voidedAt: invoices.voidedAt,
});

type AdminInvoiceRowRead = Omit<AdminInvoiceDetail, "customerName" | "figures" | "payments" | "ledger" | "sentAt" | "voidedAt"> &
  Parameters<typeof invoiceFigures>[0] & { sentAt: Date | null; voidedAt: Date | null };

/** A row read with `adminInvoiceColumns` → the invoice without its payments and ledger (API v1's list item). */
export function toAdminInvoice(row: AdminInvoiceRowRead): Omit<AdminInvoiceDetail, "customerName" | "payments" | "ledger"> {
  return {
    ...toInvoiceSummary(row),
    customerId: row.customerId,
    locationId: row.locationId,
    amountCents: row.amountCents,
    amountPaidCents: row.amountPaidCents,
    notes: row.notes,
    paymentInstructions: row.paymentInstructions,
    sentAt: row.sentAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
  };
}

/** One invoice of the business with its figures, payments and ledger, or null (missing or another business's). */
export async function getBusinessInvoice(scope: BusinessScope, invoiceId: string): Promise<AdminInvoiceDetail | null> {
  if (!isUuid(invoiceId)) return null;
  const [row] = await db
    .select({ ...adminInvoiceColumns(), customerName: sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})` })
    .from(invoices)
    .innerJoin(customers, and(eq(customers.id, invoices.customerId), eq(customers.businessId, invoices.businessId)))
    .where(and(eq(invoices.id, invoiceId), customerRowInScope(invoices, scope)));
  if (!row) return null;
  const [paymentRows, ledgerRows] = await Promise.all([
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
    ...toAdminInvoice(row),
    customerName: row.customerName,
    payments: paymentRows.map((p) => ({
      ...p,
      refundedCents: ledgerRows.reduce((sum, l) => (l.kind === "refund" && l.paymentId === p.id ? sum + l.amountCents : sum), 0),
      paidAt: p.paidAt?.toISOString() ?? null,
    })),
    ledger: ledgerRows.map(({ paymentId: _paymentId, ...l }) => ({ ...l, createdAt: l.createdAt.toISOString() })),
  };
}
