import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatLongDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { QuoteDetail } from "@/lib/quotes/quote-views";
import { BillTo, DocumentHeader } from "../documents/document-header";

/** The quote as a document, in the business's branding (spec §2 "document preview"). */
export function QuoteDocument({ quote, business }: { quote: QuoteDetail; business: PortalBranding }) {
  return (
    <article className="rounded-xl border bg-white p-6 shadow-sm sm:p-10" aria-label="Quote document">
      <DocumentHeader business={business} label="QUOTE" number={displayDocumentNumber(quote.quoteNumber, quote.id)}>
        <p className="text-sm text-slate-600">Date: {formatLongDate(quote.createdAt, business.timezone)}</p>
        {quote.validUntil ? <p className="text-sm text-slate-600">Valid until: {formatLongDate(quote.validUntil)}</p> : null}
      </DocumentHeader>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <BillTo customer={quote.customer} />
        <div className="text-sm text-slate-700 sm:text-right">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Project</p>
          <p className="font-medium text-slate-900">{quote.title}</p>
        </div>
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
          {quote.lineItems.map((item) => (
            <TableRow key={item.id}>
              <TableCell className="whitespace-normal">{item.description}</TableCell>
              <TableCell className="text-right tabular-nums">{item.quantity}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(item.rateCents)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(item.amountCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <dl className="mt-4 ml-auto grid w-full max-w-xs grid-cols-2 gap-y-1 text-sm">
        <dt className="text-slate-600">Subtotal</dt>
        <dd className="text-right tabular-nums">{formatCents(quote.subtotalCents)}</dd>
        <dt className="text-slate-600">Tax</dt>
        <dd className="text-right tabular-nums">{formatCents(quote.taxAmountCents)}</dd>
        <dt className="border-t pt-1 font-semibold">Total</dt>
        <dd className="border-t pt-1 text-right font-semibold tabular-nums" data-testid="quote-total">
          {formatCents(quote.totalAmountCents)}
        </dd>
      </dl>
      {quote.terms ? (
        <section className="mt-6">
          <h2 className="text-sm font-semibold text-slate-900">Terms</h2>
          <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{quote.terms}</p>
        </section>
      ) : null}
      {quote.notes ? (
        <section className="mt-4">
          <h2 className="text-sm font-semibold text-slate-900">Notes</h2>
          <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{quote.notes}</p>
        </section>
      ) : null}
      <p className="mt-8 border-t pt-4 text-center text-xs text-slate-600">
        This quote is {quote.validUntil ? `valid until ${formatLongDate(quote.validUntil)}` : "valid 30 days from quote date"}.
      </p>
    </article>
  );
}
