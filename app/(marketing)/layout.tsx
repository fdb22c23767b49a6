import type { Metadata } from "next";
import { MarketingShell } from "@/components/marketing/marketing-shell";
import { SITE_ICON } from "@/lib/marketing/metadata";

// public/icon.svg, shared with the landing page (pages/index.tsx), which the App Router does not render.
export const metadata: Metadata = { icons: { icon: SITE_ICON } };

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return <MarketingShell>{children}</MarketingShell>;
}
