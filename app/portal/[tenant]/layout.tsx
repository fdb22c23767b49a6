import type { Metadata } from "next";
import { requirePortalBusiness } from "@/lib/tenancy/require-portal-business";
import { brandRootRule } from "@/lib/tenancy/brand-style";

type Props = { children: React.ReactNode; params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const business = await requirePortalBusiness((await params).tenant);
  return {
    title: { default: business.companyName, template: `%s · ${business.companyName}` },
    // The tab shows the business's logo, else ServiceLoop's mark. Without an icon link the
    // browser asks for /favicon.ico, which no portal has: a 404 in every visitor's console.
    icons: { icon: business.companyLogo ?? "/icon.svg" },
  };
}

/**
 * Every portal page sits inside its business's branding (the brand colours on :root, once per
 * page); unknown tenants never get here.
 */
export default async function PortalTenantLayout({ children, params }: Props) {
  const business = await requirePortalBusiness((await params).tenant);
  return (
    <>
      <style>{brandRootRule(business)}</style>
      {children}
    </>
  );
}
