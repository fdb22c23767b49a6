import { QuoteList } from "@/components/portal/quotes/quote-list";
import { listCustomerQuotes } from "@/lib/portal/list-customer-quotes";
import { loadPortalContext } from "@/lib/portal/load-portal-context";

export const metadata = { title: "Quotes" };

export default async function QuotesPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { business, scope } = await loadPortalContext((await params).tenant);
  const quotes = await listCustomerQuotes(scope);
  return <QuoteList quotes={quotes} timeZone={business.timezone} />;
}
