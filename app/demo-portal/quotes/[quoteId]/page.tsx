import { NotFoundCard } from "@/components/portal/not-found-card";
import { QuoteDetailView } from "@/components/portal/quotes/quote-detail-view";
import { getDemoData } from "@/lib/demo/demo-data";

export const metadata = { title: "Quote" };

export function generateStaticParams() {
  return getDemoData().quotes.map((quote) => ({ quoteId: quote.id }));
}

export default async function DemoQuotePage({ params }: { params: Promise<{ quoteId: string }> }) {
  const { quoteId } = await params;
  const data = getDemoData();
  const quote = data.quotes.find((q) => q.id === quoteId);
  if (!quote) {
    return (
      <NotFoundCard
        title="Quote not found"
        text="The quote you're looking for doesn't exist or you don't have access to it."
        backHref="/demo-portal/quotes"
        backLabel="Back to Quotes"
      />
    );
  }
  return <QuoteDetailView quote={quote} business={data.branding} basePath="/demo-portal" demo />;
}
