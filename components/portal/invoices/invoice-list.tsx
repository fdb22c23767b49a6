import { Receipt } from "@/components/icons";
import Link from "next/link";
import { Card, CardContent } from "@/components/ui/card";
import { formatListDate } from "@/lib/format/dates";
import { displayDocumentNumber, displayRevision } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import type { InvoiceSummary } from "@/lib/money/invoices/invoice-views";
import { invoiceStatusDisplay } from "@/lib/status/invoice-status";
import { EmptyState } from "../empty-state";
import { StatusBadge } from "../status-badge";

/** Spec §2 /invoices: the list (upper-case coloured statuses, missing → DRAFT) or 'No Invoices'. */
export function InvoiceList({ invoices, basePath = "" }: { invoices: InvoiceSummary[]; basePath?: string }) {
  if (invoices.length === 0) {
    return (
      <EmptyState icon={Receipt} title="No Invoices">
        You don&apos;t have any invoices yet. When we bill you, your invoices will appear here.
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {invoices.map((invoice) => {
        const number = displayDocumentNumber(invoice.invoiceNumber, invoice.id);
        return (
          <li key={invoice.id}>
            <Card className="py-4" data-testid="invoice-card">
              <CardContent className="flex flex-col gap-3 px-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-col gap-1">
                  <Link href={`${basePath}/invoices/${invoice.id}`} className="font-semibold text-slate-900 underline-offset-4 hover:underline">
                    Invoice #{number}
                    {displayRevision(invoice.revision) ? ` · ${displayRevision(invoice.revision)}` : ""}
                  </Link>
                  {invoice.description ? <p className="truncate text-sm text-slate-600">{invoice.description}</p> : null}
                  <p className="text-xs text-slate-600">
                    Issued {formatListDate(invoice.invoiceDate)}
                    {invoice.dueDate ? ` · Due ${formatListDate(invoice.dueDate)}` : ""}
                    {invoice.paidDate ? ` · Paid ${formatListDate(invoice.paidDate)}` : ""}
                  </p>
                </div>
                <div className="flex items-center gap-3 sm:flex-col sm:items-end">
                  <span className="text-lg font-semibold tabular-nums text-slate-900">{formatCents(invoice.figures.totalCents)}</span>
                  {invoice.figures.balanceDueCents !== null && invoice.figures.balanceDueCents !== invoice.figures.totalCents ? (
                    <span className="text-xs text-slate-600">Balance due {formatCents(invoice.figures.balanceDueCents)}</span>
                  ) : null}
                  <StatusBadge display={invoiceStatusDisplay(invoice.status)} />
                </div>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
