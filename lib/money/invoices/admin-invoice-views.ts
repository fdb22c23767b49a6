import { invoiceBalanceDueCents, type DocumentFigures } from "@/lib/money/documents/document-figures";

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
  /** The customer's location (issue 38). */
  locationId: string;
  /** 1, or the revision last issued ("Rev. 2"). */
  revision: number;
  paidDate: string | null;
  notes: string | null;
  paymentInstructions: string | null;
  sentAt: string | null;
  voidedAt: string | null;
  /** Lines, totals, settlements and the balance: what every screen, PDF and API prints (lib/money/documents/document-figures.ts). */
  figures: DocumentFigures;
  payments: PaymentView[];
  ledger: LedgerEntryView[];
};

/** A list row's balance, by the figures' one rule (a list never disagrees with the invoice). */
export function balanceCents(invoice: { status: string; amountCents: number; amountPaidCents: number }): number {
  return invoiceBalanceDueCents({ status: invoice.status, totalCents: invoice.amountCents, amountPaidCents: invoice.amountPaidCents });
}

/**
 * Whether staff may revise the invoice (issue 37): issued and still open, with nothing paid or
 * credited on it, ever — a payment, even one refunded since, or a credit closes it to edits.
 * A draft is edited as a draft; a paid, part-paid or void invoice is never edited.
 */
export function isRevisableInvoice(invoice: { status: string; amountPaidCents: number; ledger: ReadonlyArray<{ kind: string }> }): boolean {
  const open = invoice.status === "pending" || invoice.status === "overdue";
  return open && invoice.amountPaidCents === 0 && !invoice.ledger.some((entry) => entry.kind === "payment" || entry.kind === "credit" || entry.kind === "refund");
}
