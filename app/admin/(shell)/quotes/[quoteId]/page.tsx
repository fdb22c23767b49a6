import { FileText } from "@/components/icons";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DocumentLinesTable } from "@/components/admin/money/document-lines-table";
import { QuoteActions } from "@/components/admin/money/quote-actions";
import { QuoteBuilder } from "@/components/admin/money/quote-builder";
import { PageHeader } from "@/components/admin/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatListDate } from "@/lib/format/dates";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listBuilderOptions } from "@/lib/money/list-builder-options";
import { getBusinessQuote } from "@/lib/quotes/get-business-quote";
import { quoteStatusDisplay } from "@/lib/status";

export const metadata: Metadata = { title: "Quote" };

const dollars = (cents: number) => (cents / 100).toFixed(2);

export default async function AdminQuotePage({ params }: { params: Promise<{ quoteId: string }> }) {
  const staff = await requireStaff({ section: "quotes" });
  const { quoteId } = await params;
  const quote = await getBusinessQuote(staff, quoteId);
  if (!quote) notFound();
  const display = quoteStatusDisplay(quote.state);
  const label = displayDocumentNumber(quote.quoteNumber, quote.id);
  const isDraft = quote.status === "draft";
  return (
    <div className="grid gap-6">
      <PageHeader
        title={`Quote ${label}`}
        icon={FileText}
        description={`${quote.title} · ${quote.customerName}`}
        actions={<QuoteActions quoteId={quote.id} canSend={isDraft} />}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Badge className={display.className} data-testid="quote-status">
          {display.label}
        </Badge>
        {quote.validUntil ? <span>Valid until {formatListDate(quote.validUntil)}</span> : null}
        {quote.respondedAt ? <span>Answered {formatListDate(quote.respondedAt)}</span> : null}
      </div>
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
      {isDraft ? (
        <QuoteBuilder
          options={await listBuilderOptions(staff)}
          quoteId={quote.id}
          initial={{
            customerId: quote.customerId,
            heading: quote.title,
            lines: quote.lineItems.map((line) => ({ description: line.description, quantity: String(line.quantity), rate: dollars(line.rateCents), serviceId: null })),
            discount: quote.discountCents ? dollars(quote.discountCents) : "",
            date: quote.validUntil ?? "",
            terms: quote.terms ?? "",
            notes: quote.notes ?? "",
          }}
        />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Line items</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <DocumentLinesTable
              lines={quote.lineItems}
              subtotalCents={quote.subtotalCents}
              discountCents={quote.discountCents}
              taxAmountCents={quote.taxAmountCents}
              totalCents={quote.totalAmountCents}
            />
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
