import { ArrowLeft, Download } from "@/components/icons";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { formatListDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { QuoteDetail } from "@/lib/quotes/quote-views";
import { quoteStatusDisplay } from "@/lib/status/quote-status";
import { StatusBadge } from "../status-badge";
import { QuoteDocument } from "./quote-document";
import { QuoteResponse } from "./quote-response";

type Props = { quote: QuoteDetail; business: PortalBranding; basePath?: string; demo?: boolean };

/**
 * Spec §2 /quotes/{id}: the document, Back to Quotes, and Approve/Decline only while sent.
 * Rendered on the server; the response buttons and their dialogs are the client island.
 */
export function QuoteDetailView({ quote, business, basePath = "", demo = false }: Props) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <Link href={`${basePath}/quotes`}>
            <ArrowLeft aria-hidden="true" /> Back to Quotes
          </Link>
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          Quote #{displayDocumentNumber(quote.quoteNumber, quote.id)}
        </h1>
        <div className="flex items-center gap-3">
          <StatusBadge display={quoteStatusDisplay(quote.status)} />
          {demo ? null : (
            <Button asChild variant="outline" size="sm">
              <a href={`/api/portal/quotes/${quote.id}/pdf`} download>
                <Download aria-hidden="true" /> Download PDF
              </a>
            </Button>
          )}
        </div>
      </div>

      {quote.status === "sent" ? (
        <QuoteResponse quoteId={quote.id} demo={demo} />
      ) : quote.respondedAt ? (
        <p className="rounded-xl border bg-white p-4 text-sm text-slate-700" data-testid="quote-response">
          You {quote.status} this quote on {formatListDate(quote.respondedAt, business.timezone)}.
          {quote.customerComment ? ` Your comment: “${quote.customerComment}”` : ""}
        </p>
      ) : null}

      <QuoteDocument quote={quote} business={business} />
    </div>
  );
}
