import { NotFoundCard } from "@/components/portal/not-found-card";
import { QuoteDetailView } from "@/components/portal/quotes/quote-detail-view";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Quote" };

type Props = { params: Promise<{ tenant: string; quoteId: string }> };

export default async function QuotePage({ params }: Props) {
  const { tenant, quoteId } = await params;
  const { branding, scope, isPreview } = await loadPortalContext(tenant);
  const quote = await pageLoaders.quote(scope, quoteId, { preview: isPreview });
  if (!quote) {
    return (
      <NotFoundCard
        title="Quote not found"
        text="The quote you're looking for doesn't exist or you don't have access to it."
        backHref="/quotes"
        backLabel="Back to Quotes"
      />
    );
  }
  return <QuoteDetailView quote={quote} business={branding} />;
}
