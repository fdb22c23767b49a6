import { DocumentFiguresTable } from "@/components/documents/document-figures-table";
import { formatLongDate } from "@/lib/format/dates";
import { displayDocumentNumber, displayRevision } from "@/lib/format/document-number";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { QuoteDetail } from "@/lib/quotes/quote-views";
import { BillTo, DocumentHeader } from "../documents/document-header";

/**
 * The quote as a document, in the business's branding (spec §2 "document preview"): what the
 * customer reads in the portal and what staff preview. Its figures come composed from the server.
 */
export function QuoteDocument({ quote, business }: { quote: QuoteDetail; business: PortalBranding }) {
  return (
    <article className="rounded-xl border bg-white p-6 shadow-sm sm:p-10" aria-label="Quote document">
      <DocumentHeader business={business} label="QUOTE" number={displayDocumentNumber(quote.quoteNumber, quote.id)}>
        {displayRevision(quote.revision) ? <p className="text-sm font-medium text-slate-700">{displayRevision(quote.revision)}</p> : null}
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
      <DocumentFiguresTable figures={quote.figures} className="mt-6" />
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
