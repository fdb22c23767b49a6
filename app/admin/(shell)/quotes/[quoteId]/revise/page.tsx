import { FileText } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { builderValuesOf } from "@/components/admin/money/builder-values";
import { QuoteRevisionBuilder } from "@/components/admin/money/quote-revision-builder";
import { PageHeader } from "@/components/admin/page-header";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { listBuilderOptions } from "@/lib/money/documents/list-builder-options";
import { isRevisableQuote } from "@/lib/quotes/admin-quote-views";
import { getBusinessQuote } from "@/lib/quotes/get-business-quote";

export const metadata: Metadata = { title: "Revise quote" };

/** Revise a sent quote (issue 37): the builder with its lines; sending makes revision N + 1 and tells the customer. */
export default async function ReviseQuotePage({ params }: { params: Promise<{ quoteId: string }> }) {
  const staff = await requireStaff({ section: "quotes" });
  const { quoteId } = await params;
  const quote = await getBusinessQuote(staff, quoteId);
  if (!quote) notFound();
  const label = displayDocumentNumber(quote.quoteNumber, quote.id);
  if (!isRevisableQuote(quote)) {
    return (
      <>
        <PageHeader title={`Revise quote ${label}`} icon={FileText} />
        <p role="status" className="rounded-lg border p-4 text-sm">
          Only a sent quote the customer has not answered yet can be revised.{" "}
          <Link href={`/admin/quotes/${quote.id}`} className="underline underline-offset-2">
            Back to quote {label}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={`Revise quote ${label}`}
        icon={FileText}
        description={`${quote.customerName} will get revision ${quote.revision + 1} by email and in their portal. Totals use your business's tax rate.`}
      />
      <QuoteRevisionBuilder
        options={await listBuilderOptions(staff)}
        quoteId={quote.id}
        initial={builderValuesOf(quote.figures, { customerId: quote.customerId, heading: quote.title, date: quote.validUntil, terms: quote.terms, notes: quote.notes, depositAsk: quote.depositAsk })}
      />
    </>
  );
}
