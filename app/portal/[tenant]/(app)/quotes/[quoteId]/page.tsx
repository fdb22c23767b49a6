import { NotFoundCard } from "@/components/portal/not-found-card";
import { QuoteDetailView } from "@/components/portal/quotes/quote-detail-view";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { takesDepositsOnline } from "@/lib/quotes/create-deposit-checkout";

export const metadata = { title: "Quote" };

type Props = { params: Promise<{ tenant: string; quoteId: string }>; searchParams: Promise<{ deposit?: string | string[] }> };

export default async function QuotePage({ params, searchParams }: Props) {
  const [{ tenant, quoteId }, { deposit }] = await Promise.all([params, searchParams]);
  const { business, branding, scope, isPreview } = await loadPortalContext(tenant);
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
  return (
    <QuoteDetailView
      quote={quote}
      business={branding}
      payDepositOnline={!isPreview && takesDepositsOnline(business)}
      depositNotice={deposit === "success" || deposit === "cancelled" ? deposit : null}
    />
  );
}
