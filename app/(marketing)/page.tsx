import { CtaSection } from "@/components/marketing/cta-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { Hero } from "@/components/marketing/hero";
import { HowItWorks } from "@/components/marketing/how-it-works";
import { IndustriesGrid } from "@/components/marketing/industries-grid";
import { StatsBand } from "@/components/marketing/stats-band";
import { TwoPortals } from "@/components/marketing/two-portals";
import { pageMetadata } from "@/lib/marketing/metadata";

export const metadata = pageMetadata({
  title: "ServiceLoop — less churn, more earn",
  absoluteTitle: true,
  description:
    "The branded customer portal for lawn care, home cleaning, pressure washing, pet care, handyman and commercial service businesses: scheduling, quotes, e-signed contracts, invoices and payments in one place.",
  path: "/",
});

export default function LandingPage() {
  return (
    <>
      <Hero />
      <FeatureGrid />
      <StatsBand />
      <TwoPortals />
      <HowItWorks />
      <IndustriesGrid />
      <CtaSection />
    </>
  );
}
