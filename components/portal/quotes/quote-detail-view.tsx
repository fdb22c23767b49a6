"use client";

import { ArrowLeft, Download } from "@/components/icons";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { formatListDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { respondToQuoteAction } from "@/lib/portal/actions/respond-to-quote";
import type { QuoteDecision } from "@/lib/quotes/quote-response-schema";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { QuoteDetail } from "@/lib/quotes/quote-views";
import { quoteStatusDisplay } from "@/lib/status/quote-status";
import { DEMO_DISABLED_MESSAGE } from "../demo-notice";
import { StatusBadge } from "../status-badge";
import { QuoteDocument } from "./quote-document";
import { QuoteResponseDialog } from "./quote-response-dialog";

type Props = { quote: QuoteDetail; business: PortalBranding; basePath?: string; demo?: boolean };

const TOASTS = {
  approve: { title: "Quote Approved", description: "The quote has been approved successfully.", failure: "Failed to approve quote" },
  decline: { title: "Quote Declined", description: "The quote has been declined.", failure: "Failed to decline quote" },
} as const;

/** Spec §2 /quotes/{id}: the document, Back to Quotes, and Approve/Decline only while sent. */
export function QuoteDetailView({ quote, business, basePath = "", demo = false }: Props) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function respond(decision: QuoteDecision, comment: string): Promise<boolean> {
    if (demo) return false;
    setPending(true);
    const result = await respondToQuoteAction({ quoteId: quote.id, decision, comment }).catch(() => null);
    setPending(false);
    if (result?.ok) {
      toast.success(TOASTS[decision].title, { description: TOASTS[decision].description });
      router.refresh();
      return true;
    }
    toast.error("Error", { description: result?.message ?? TOASTS[decision].failure });
    return false;
  }

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
        <section aria-label="Respond to this quote" className="flex flex-col gap-3 rounded-xl border bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">Please review the quote below and let us know your decision.</p>
          <div className="flex flex-col gap-1">
            <div className="flex gap-2">
              <QuoteResponseDialog decision="decline" pending={pending} disabled={demo} describedBy={demo ? "quote-demo-note" : undefined} onConfirm={(c) => respond("decline", c)} />
              <QuoteResponseDialog decision="approve" pending={pending} disabled={demo} describedBy={demo ? "quote-demo-note" : undefined} onConfirm={(c) => respond("approve", c)} />
            </div>
            {demo ? (
              <span id="quote-demo-note" className="text-xs text-slate-600">
                {DEMO_DISABLED_MESSAGE}
              </span>
            ) : null}
          </div>
        </section>
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
