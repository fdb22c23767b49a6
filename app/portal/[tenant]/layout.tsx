import type { Metadata } from "next";
import { TemporarilyUnavailable } from "@/components/errors/temporarily-unavailable";
import { DatabaseUnavailableError } from "@/lib/foundation/database-unavailable";
import type { PortalBusiness } from "@/lib/tenancy/find-business-by-tenant-key";
import { requirePortalBusiness } from "@/lib/tenancy/require-portal-business";
import { brandRootRule } from "@/lib/tenancy/brand-style";

type Props = { children: React.ReactNode; params: Promise<{ tenant: string }> };

/**
 * The business, or null when the database is out of reach. The layout shows that itself rather
 * than through an error boundary above it: a second boundary would put its own copy of the
 * boundary's code on every portal page (Turbopack does not share it between the two), and no
 * page could render anyway.
 */
async function businessOrUnavailable(tenant: string): Promise<PortalBusiness | null> {
  try {
    return await requirePortalBusiness(tenant);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) return null;
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const business = await businessOrUnavailable((await params).tenant);
  if (!business) return { title: "Temporarily unavailable" };
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
  const business = await businessOrUnavailable((await params).tenant);
  if (!business) return <TemporarilyUnavailable />;
  return (
    <>
      <style>{brandRootRule(business)}</style>
      {children}
    </>
  );
}
