import { QuoteList } from "@/components/portal/quotes/quote-list";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Quotes" };

export default async function QuotesPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { business, scope } = await loadPortalContext((await params).tenant);
  const quotes = await pageLoaders.quotes(scope);
  return <QuoteList quotes={quotes} timeZone={business.timezone} />;
}
