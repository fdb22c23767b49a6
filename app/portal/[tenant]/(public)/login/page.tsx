import { redirect } from "next/navigation";
import { LoginTabs } from "@/components/portal/auth/login-tabs";
import { PortalAuthCard } from "@/components/portal/auth/portal-auth-card";
import { getCurrentCustomer } from "@/lib/identity/customer/current-customer";
import { requirePortalBusiness } from "@/lib/tenancy/require-portal-business";

export const metadata = { title: "Sign in" };

/** Portal sign-in / sign-up (spec §2 "/login"). A signed-in customer goes straight to the dashboard. */
export default async function PortalLoginPage({ params }: { params: Promise<{ tenant: string }> }) {
  const business = await requirePortalBusiness((await params).tenant);
  if (await getCurrentCustomer(business)) redirect("/dashboard");
  return (
    <PortalAuthCard business={business} subtitle="Sign in to your customer portal">
      <LoginTabs portalSubdomain={business.portalSubdomain} />
    </PortalAuthCard>
  );
}
