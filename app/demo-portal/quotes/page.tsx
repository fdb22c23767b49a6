import { QuoteList } from "@/components/portal/quotes/quote-list";
import { getDemoData, toQuoteSummary } from "@/lib/demo/demo-data";

export const metadata = { title: "Quotes" };

export default function DemoQuotesPage() {
  const data = getDemoData();
  return <QuoteList quotes={data.quotes.map(toQuoteSummary)} timeZone={data.branding.timezone} basePath="/demo-portal" />;
}
