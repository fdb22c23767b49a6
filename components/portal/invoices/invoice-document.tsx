import { Fragment } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import type { InvoiceDetail } from "@/lib/invoices/invoice-views";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { invoiceStatusDisplay } from "@/lib/status/invoice-status";
import { BillTo, DocumentHeader } from "../documents/document-header";
import { StatusBadge } from "../status-badge";

/** The amount the invoice's single row carries (spec §9: one row, quantity 1). */
export function invoiceRowAmount(invoice: Pick<InvoiceDetail, "subtotalCents" | "amountCents" | "taxAmountCents">): number {
  return invoice.subtotalCents > 0 ? invoice.subtotalCents : invoice.amountCents - invoice.taxAmountCents;
}

export function InvoiceDocument({ invoice, business }: { invoice: InvoiceDetail; business: PortalBranding }) {
  const row = invoiceRowAmount(invoice);
  return (
    <article className="rounded-xl border bg-white p-6 shadow-sm sm:p-10" aria-label="Invoice document">
      <DocumentHeader business={business} label="INVOICE" number={displayDocumentNumber(invoice.invoiceNumber, invoice.id)}>
        <div className="mt-1 flex sm:justify-end">
          <StatusBadge display={invoiceStatusDisplay(invoice.status)} />
        </div>
      </DocumentHeader>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <BillTo customer={invoice.customer} />
        <dl className="grid grid-cols-2 gap-y-1 text-sm sm:text-right">
          <dt className="text-slate-600">Invoice date</dt>
          <dd>{formatLongDate(invoice.invoiceDate)}</dd>
          {invoice.dueDate ? (
            <>
              <dt className="text-slate-600">Due date</dt>
              <dd>{formatLongDate(invoice.dueDate)}</dd>
            </>
          ) : null}
          {invoice.paidDate ? (
            <>
              <dt className="text-slate-600">Paid on</dt>
              <dd>{formatLongDate(invoice.paidDate)}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <Table className="mt-6">
        <TableHeader>
          <TableRow>
            <TableHead>Description</TableHead>
            <TableHead className="text-right">Qty</TableHead>
            <TableHead className="text-right">Rate</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell className="whitespace-normal">{invoice.description || "Services"}</TableCell>
            <TableCell className="text-right tabular-nums">1</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(row)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(row)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <dl className="mt-4 ml-auto grid w-full max-w-xs grid-cols-2 gap-y-1 text-sm">
        <dt className="text-slate-600">Subtotal</dt>
        <dd className="text-right tabular-nums">{formatCents(row)}</dd>
        <dt className="text-slate-600">Tax</dt>
        <dd className="text-right tabular-nums">{formatCents(invoice.taxAmountCents)}</dd>
        <dt className="border-t pt-1 font-semibold">Total</dt>
        <dd className="border-t pt-1 text-right font-semibold tabular-nums" data-testid="invoice-total">
          {formatCents(invoice.amountCents)}
        </dd>
        {invoice.credits.length > 0 ? (
          <>
            {invoice.credits.map((credit) => (
              <Fragment key={credit.id}>
                <dt className="text-slate-600">
                  Credit <span className="block text-xs">{[formatLongDate(credit.day), credit.reason].filter(Boolean).join(" · ")}</span>
                </dt>
                <dd className="text-right tabular-nums">−{formatCents(credit.amountCents)}</dd>
              </Fragment>
            ))}
            <dt className="border-t pt-1 font-semibold">Balance due</dt>
            <dd className="border-t pt-1 text-right font-semibold tabular-nums" data-testid="invoice-balance-due">
              {formatCents(invoice.amountDueCents)}
            </dd>
          </>
        ) : null}
      </dl>
      <section className="mt-6 rounded-lg bg-slate-50 p-4">
        <h2 className="text-sm font-semibold text-slate-900">Payment Instructions</h2>
        <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">
          {invoice.paymentInstructions || `Please contact ${business.companyName} to arrange payment.`}
        </p>
      </section>
      {invoice.notes ? (
        <section className="mt-4">
          <h2 className="text-sm font-semibold text-slate-900">Notes</h2>
          <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{invoice.notes}</p>
        </section>
      ) : null}
    </article>
  );
}
