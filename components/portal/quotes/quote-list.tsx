import { FileText } from "@/components/icons";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatListDate } from "@/lib/format/dates";
import { displayDocumentNumber, displayRevision } from "@/lib/format/document-number";
import { formatCents } from "@/lib/format/money";
import type { QuoteSummary } from "@/lib/quotes/quote-views";
import { quoteStatusDisplay } from "@/lib/status/quote-status";
import { EmptyState } from "../empty-state";
import { PageHeader } from "../page-header";
import { StatusBadge } from "../status-badge";

/** Spec §2 /quotes 'Your Quotes': first three line items then '+N more items'; Review & Respond for sent. */
export function QuoteList({ quotes, timeZone, basePath = "" }: { quotes: QuoteSummary[]; timeZone?: string; basePath?: string }) {
  return (
    <div>
      <PageHeader title="Your Quotes" description="Review the quotes we have prepared for you." />
      {quotes.length === 0 ? (
        <EmptyState icon={FileText} title="No quotes yet">
          You haven&apos;t received any quotes yet. When you do, they&apos;ll appear here.
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {quotes.map((quote) => {
            // Spec §9: the first three lines, then '+N more items'.
            const shown = quote.figures.lines.slice(0, 3);
            const more = quote.figures.lines.length - shown.length;
            return (
              <li key={quote.id}>
                <Card className="h-full" data-testid="quote-card">
                  <CardHeader className="flex flex-row items-start justify-between gap-2">
                    <div className="flex min-w-0 flex-col gap-1">
                      <CardTitle className="text-base">{quote.title}</CardTitle>
                      <p className="text-sm text-slate-600">{[`Quote #${displayDocumentNumber(quote.quoteNumber, quote.id)}`, displayRevision(quote.revision), formatListDate(quote.createdAt, timeZone)].filter(Boolean).join(" · ")}</p>
                    </div>
                    <StatusBadge display={quoteStatusDisplay(quote.status)} />
                  </CardHeader>
                  <CardContent className="flex flex-col gap-2">
                    <ul className="flex flex-col gap-1 text-sm text-slate-700" aria-label="Line items">
                      {shown.map((item) => (
                        <li key={item.id} className="ui-amount-row">
                          <span className="truncate">{item.description}</span>
                          <span>{formatCents(item.amountCents)}</span>
                        </li>
                      ))}
                      {more > 0 ? <li className="text-slate-600">+{more} more items</li> : null}
                    </ul>
                    <p className="flex justify-between border-t pt-2 font-semibold text-slate-900">
                      <span>Total</span>
                      <span className="tabular-nums">{formatCents(quote.figures.totalCents)}</span>
                    </p>
                    {quote.figures.discountCents > 0 ? <p className="text-xs text-slate-600">Includes a {formatCents(quote.figures.discountCents)} discount</p> : null}
                    {quote.validUntil ? <p className="text-xs text-slate-600">Valid until {formatListDate(quote.validUntil)}</p> : null}
                  </CardContent>
                  <CardFooter className="mt-auto">
                    <Button asChild variant={quote.status === "sent" ? "default" : "outline"} className="w-full sm:w-auto">
                      <Link href={`${basePath}/quotes/${quote.id}`}>{quote.status === "sent" ? "Review & Respond" : "View Quote"}</Link>
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
