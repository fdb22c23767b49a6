import { DocumentFiguresTable } from "@/components/documents/document-figures-table";
import { formatLongDate } from "@/lib/format/dates";
import { displayDocumentNumber, displayRevision } from "@/lib/format/document-number";
import type { InvoiceDetail } from "@/lib/money/invoices/invoice-views";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import { invoiceStatusDisplay } from "@/lib/status/invoice-status";
import { BillTo, DocumentHeader } from "../documents/document-header";
import { StatusBadge } from "../status-badge";

/**
 * The invoice as a document: its own lines (one row, quantity 1, only when it has none — spec §9),
 * the discount, tax, total, every payment, refund and credit, and the balance due, all from its
 * figures. What the customer reads in the portal and what staff preview.
 */
export function InvoiceDocument({ invoice, business }: { invoice: InvoiceDetail; business: PortalBranding }) {
  return (
    <article className="rounded-xl border bg-white p-6 shadow-sm sm:p-10" aria-label="Invoice document">
      <DocumentHeader business={business} label="INVOICE" number={displayDocumentNumber(invoice.invoiceNumber, invoice.id)}>
        {displayRevision(invoice.revision) ? <p className="text-sm font-medium text-slate-700">{displayRevision(invoice.revision)}</p> : null}
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
      {invoice.description ? <p className="mt-6 font-medium text-slate-900">{invoice.description}</p> : null}
      <DocumentFiguresTable figures={invoice.figures} className="mt-4" />
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
