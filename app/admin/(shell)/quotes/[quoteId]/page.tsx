import { FileText } from "@/components/icons";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { builderValuesOf } from "@/components/admin/money/builder-values";
import { DocumentLinesTable } from "@/components/admin/money/document-lines-table";
import { DocumentLinks } from "@/components/admin/money/document-links";
import { QuoteActions } from "@/components/admin/money/quote-actions";
import { QuoteBuilder } from "@/components/admin/money/quote-builder";
import { QuoteConversionsCard } from "@/components/admin/money/quote-conversions-card";
import { RecordDepositLauncher } from "@/components/admin/money/record-deposit-launcher";
import { RefundDepositLauncher } from "@/components/admin/money/refund-deposit-launcher";
import { PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { loadQuotePage } from "@/lib/admin/page-loaders/quote-page";
import { formatListDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { refundableDeposits, settlementDetail } from "@/lib/money/documents/document-figures";
import { displayDocumentNumber, displayRevision } from "@/lib/format/document-number";
import { hasAnyPermission, type Permission } from "@/lib/identity/permissions";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { isRevisableQuote } from "@/lib/quotes/admin-quote-views";
import { quoteStatusDisplay } from "@/lib/status";

export const metadata: Metadata = { title: "Quote" };

export default async function AdminQuotePage({ params }: { params: Promise<{ quoteId: string }> }) {
  const staff = await requireStaff({ section: "quotes" });
  const { quoteId } = await params;
  const loaded = await loadQuotePage(staff, quoteId);
  if (!loaded) notFound();
  const { quote, conversions, builderOptions } = loaded;
  const display = quoteStatusDisplay(quote.state);
  const label = displayDocumentNumber(quote.quoteNumber, quote.id);
  const isDraft = quote.status === "draft";
  const isApproved = quote.status === "approved";
  // Each conversion is offered once, to staff allowed to make what it makes; a support view only looks.
  const may = (permission: Permission, kind: string) =>
    isApproved && !staff.supportView && hasAnyPermission(staff.permissions, [permission]) && !conversions.some((c) => c.kind === kind);
  // A deposit is recorded until the quote has its invoice; after that it is a payment on the invoice.
  const mayRecordDeposit = may("manage_invoices", "invoice");
  // Before the invoice, a deposit is refunded here (all or part); once the invoice holds it, on the invoice like any payment.
  const mayRefundDeposit = may("manage_billing", "invoice");
  const refundable = refundableDeposits(quote.figures.settlements);
  const offer = { job: may("manage_schedule", "job"), contract: may("manage_quotes", "contract"), invoice: may("manage_invoices", "invoice") };
  return (
    <div className="grid gap-6">
      <PageHeader
        title={`Quote ${label}`}
        icon={FileText}
        description={`${quote.title} · ${quote.customerName}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <DocumentLinks kind="quote" id={quote.id} canRevise={isRevisableQuote(quote)} />
            <QuoteActions quoteId={quote.id} canSend={isDraft} />
            {mayRecordDeposit ? <RecordDepositLauncher quoteId={quote.id} suggestedCents={quote.figures.depositDueCents} /> : null}
          </div>
        }
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Badge className={display.className} data-testid="quote-status">
          {display.label}
        </Badge>
        {displayRevision(quote.revision) ? <span data-testid="quote-revision">{displayRevision(quote.revision)}</span> : null}
        {quote.validUntil ? <span>Valid until {formatListDate(quote.validUntil)}</span> : null}
        {quote.respondedAt ? <span>Answered {formatListDate(quote.respondedAt)}</span> : null}
      </div>
      {isApproved ? <QuoteConversionsCard quoteId={quote.id} links={conversions} offer={offer} /> : null}
      {mayRefundDeposit && refundable.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Deposits received</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              {refundable.map(({ deposit, refundableCents }) => (
                <li key={deposit.id} className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="quote-deposit-row">
                  <span>
                    {formatCents(-deposit.amountCents)} · {settlementDetail(deposit)}
                    {refundableCents < -deposit.amountCents ? ` · ${formatCents(refundableCents)} not refunded` : null}
                  </span>
                  <RefundDepositLauncher paymentId={deposit.id} refundableCents={refundableCents} card={deposit.method === "stripe"} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      {quote.customerComment ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Customer&apos;s comment</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-wrap text-sm">{quote.customerComment}</p>
          </CardContent>
        </Card>
      ) : null}
      {isDraft && builderOptions ? (
        <QuoteBuilder
          options={builderOptions}
          quoteId={quote.id}
          initial={builderValuesOf(quote.figures, { customerId: quote.customerId, heading: quote.title, date: quote.validUntil, terms: quote.terms, notes: quote.notes, depositAsk: quote.depositAsk })}
        />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Line items</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <DocumentLinesTable figures={quote.figures} />
            {quote.terms ? (
              <section>
                <h3 className="font-medium">Terms</h3>
                <p className="whitespace-pre-wrap text-sm text-muted-foreground">{quote.terms}</p>
              </section>
            ) : null}
            {quote.notes ? (
              <section>
                <h3 className="font-medium">Notes</h3>
                <p className="whitespace-pre-wrap text-sm text-muted-foreground">{quote.notes}</p>
              </section>
            ) : null}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
