import type { GetServerSideProps } from "next";
import { CtaSection } from "@/components/marketing/cta-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { Hero } from "@/components/marketing/hero";
import { HowItWorks } from "@/components/marketing/how-it-works";
import { IndustriesGrid } from "@/components/marketing/industries-grid";
import { MarketingShell } from "@/components/marketing/marketing-shell";
import { PageTextHead } from "@/components/marketing/page-text-head";
import { StatsBand } from "@/components/marketing/stats-band";
import { TwoPortals } from "@/components/marketing/two-portals";
import type { PageText } from "@/lib/marketing/metadata";

/**
 * The landing page `/`: a Pages Router page so that it can be served with no runtime
 * JavaScript at all (the App Router's framework alone is ~138 kB gzip; issue 15 asks for
 * ≤ 120 kB here). Static marketing content needs no hydration; the header's menus work with CSS
 * and <details> (docs/decisions/performance-first-load-js.md). Tenant hosts never reach it:
 * proxy.ts rewrites their `/` to the portal.
 */
export const config = { unstable_runtimeJS: false };

const PAGE: PageText = {
  title: "ServiceLoop — less churn, more earn",
  absoluteTitle: true,
  description:
    "The branded customer portal for lawn care, home cleaning, pressure washing, pet care, handyman and commercial service businesses: scheduling, quotes, e-signed contracts, invoices and payments in one place.",
  path: "/",
};

// Rendered per request like every App Router page: the canonical and share URLs follow the
// running server's APP_URL, and the footer shows this year, not the build's.
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

export default function LandingPage() {
  return (
    <MarketingShell withoutJs>
      <PageTextHead page={PAGE} />
      <Hero />
      <FeatureGrid />
      <StatsBand />
      <TwoPortals />
      <HowItWorks />
      <IndustriesGrid />
      <CtaSection />
    </MarketingShell>
  );
}
