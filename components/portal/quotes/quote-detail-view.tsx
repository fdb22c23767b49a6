import { ArrowLeft, Download } from "@/components/icons";
import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { formatCents } from "@/lib/format/money";
import { formatListDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import type { PortalBranding } from "@/lib/businesses/branding-views";
import type { QuoteDetail } from "@/lib/quotes/quote-views";
import { quoteStatusDisplay } from "@/lib/status/quote-status";
import { StatusBadge } from "../status-badge";
import { PayDeposit } from "./pay-deposit";
import { QuoteDocument } from "./quote-document";
import { QuoteResponse } from "./quote-response";

/** Back from the deposit's Stripe Checkout (?deposit=success|cancelled). */
export type DepositNotice = "success" | "cancelled" | null;

type Props = {
  quote: QuoteDetail;
  business: PortalBranding;
  basePath?: string;
  demo?: boolean;
  /** The business takes cards (can-pay-online's test): an open deposit offers "Pay deposit". */
  payDepositOnline?: boolean;
  depositNotice?: DepositNotice;
};

/**
 * Spec §2 /quotes/{id}: the document, Back to Quotes, and Approve/Decline only while sent.
 * Rendered on the server; the response buttons and their dialogs are the client island.
 */
export function QuoteDetailView({ quote, business, basePath = "", demo = false, payDepositOnline = false, depositNotice = null }: Props) {
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

      {quote.status === "approved" ? <DepositStatus quote={quote} payOnline={payDepositOnline && !demo} notice={depositNotice} /> : null}

      <QuoteDocument quote={quote} business={business} />
    </div>
  );
}

/**
 * An approved quote's deposit (issue 37 item 3), from its figures alone: "Deposit due $X" (with
 * "Pay deposit" when the business takes cards) while some of it is open, "Deposit paid" once it
 * is not, "Deposit refunded" when the business paid it all back, "Deposit paid" with what was
 * refunded when it paid back part. The amounts are the figures' own.
 */
function DepositStatus({ quote, payOnline, notice }: { quote: QuoteDetail; payOnline: boolean; notice: DepositNotice }) {
  const { depositDueCents, depositOpenCents, depositPaidCents, depositRefundedCents } = quote.figures;
  if (depositDueCents === null || depositOpenCents === null) return null;
  // Refunded by the business: what was paid went back, and the figures ask it no more (depositOpenCents 0).
  const refunded = (depositRefundedCents ?? 0) > 0 && (depositRefundedCents ?? 0) >= (depositPaidCents ?? 0);
  const partlyRefunded = !refunded && (depositRefundedCents ?? 0) > 0;
  const open = depositOpenCents > 0;
  const comeBack =
    notice === "cancelled" && open
      ? "Payment cancelled. Nothing was charged."
      : notice === "success" && open
        ? "Thank you — your payment was received. It can take a moment to show here."
        : null;
  return (
    <section aria-label="Deposit" className="flex flex-col gap-3 rounded-xl border bg-white p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="quote-deposit">
      <div>
        <h2 className="font-semibold text-slate-900">
          {open ? (
            <>
              Deposit due <span data-testid="deposit-due">{formatCents(depositOpenCents)}</span>
            </>
          ) : refunded ? (
            "Deposit refunded"
          ) : (
            "Deposit paid"
          )}
        </h2>
        {partlyRefunded && !open ? <p className="text-sm text-slate-600">{formatCents(depositRefundedCents ?? 0)} of it refunded</p> : null}
        {comeBack ? (
          <p role="status" className="text-sm text-slate-600">
            {comeBack}
          </p>
        ) : open && payOnline ? (
          <p className="text-sm text-slate-600">Pay securely by card. You will be taken to Stripe&apos;s payment page.</p>
        ) : null}
      </div>
      {open && payOnline ? <PayDeposit quoteId={quote.id} className={buttonVariants({ className: "w-full sm:w-auto" })} /> : null}
    </section>
  );
}
