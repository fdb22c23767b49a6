import type { LineItemView } from "@/lib/quotes/quote-views";

/** The admin side's invoice shapes (client-safe). Date-only fields are "YYYY-MM-DD". */
export const ADMIN_INVOICE_FILTERS = ["draft", "open", "paid", "overdue", "void"] as const;
export type AdminInvoiceFilter = (typeof ADMIN_INVOICE_FILTERS)[number];

export type AdminInvoiceRow = {
  id: string;
  invoiceNumber: string | null;
  description: string | null;
  status: string;
  customerId: string;
  customerName: string;
  amountCents: number;
  amountPaidCents: number;
  invoiceDate: string;
  dueDate: string | null;
};

/** refundedCents: what of the payment was refunded (the sum of its refund ledger entries). */
export type PaymentView = { id: string; amountCents: number; refundedCents: number; method: string; status: string; note: string | null; paidAt: string | null };
export type LedgerEntryView = { id: string; kind: string; amountCents: number; memo: string | null; createdAt: string };

export type AdminInvoiceDetail = AdminInvoiceRow & {
  subtotalCents: number;
  discountCents: number;
  taxAmountCents: number;
  paidDate: string | null;
  notes: string | null;
  paymentInstructions: string | null;
  sentAt: string | null;
  voidedAt: string | null;
  lineItems: LineItemView[];
  payments: PaymentView[];
  ledger: LedgerEntryView[];
};

export function balanceCents(invoice: { status: string; amountCents: number; amountPaidCents: number }): number {
  return invoice.status === "void" || invoice.status === "draft" ? 0 : invoice.amountCents - invoice.amountPaidCents;
}
