import { MarketingNotFound } from "@/components/marketing/marketing-not-found";

export const metadata = { title: "Page not found" };

/** Any unknown path on the main site (status 404), inside the marketing layout. */
export default function NotFound() {
  return <MarketingNotFound />;
}
