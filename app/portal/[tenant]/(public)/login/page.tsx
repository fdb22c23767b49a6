import { redirect } from "next/navigation";
import { LoginTabs } from "@/components/portal/auth/login-tabs";
import { PortalAuthCard } from "@/components/portal/auth/portal-auth-card";
import { PREVIEW_LINK_INVALID_MESSAGE } from "@/lib/customers/preview/open-portal-preview";
import { getCurrentCustomer } from "@/lib/identity/customer/current-customer";
import { requirePortalBusiness } from "@/lib/tenancy/require-portal-business";

export const metadata = { title: "Sign in" };

/** ?email= prefills the sign-in form (the embedded booking's "Go to your portal"); only something shaped like an email. */
const prefilledEmail = (value: string | string[] | undefined) => (typeof value === "string" && value.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(value) ? value : undefined);

/** Portal sign-in / sign-up (spec §2 "/login"). A signed-in customer goes straight to the dashboard. */
/** After a staff preview ("View portal as this customer"): why the visitor is here. */
const PREVIEW_NOTICES: Record<string, string> = {
  ended: "The preview has ended. You can close this tab.",
  expired: PREVIEW_LINK_INVALID_MESSAGE,
};

export default async function PortalLoginPage({ params, searchParams }: { params: Promise<{ tenant: string }>; searchParams: Promise<{ preview?: string | string[]; email?: string | string[] }> }) {
  const business = await requirePortalBusiness((await params).tenant);
  if (await getCurrentCustomer(business)) redirect("/dashboard");
  const { preview, email } = await searchParams;
  const notice = typeof preview === "string" ? PREVIEW_NOTICES[preview] : undefined;
  return (
    <PortalAuthCard business={business} subtitle="Sign in to your customer portal">
      {notice ? (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {notice}
        </p>
      ) : null}
      <LoginTabs portalSubdomain={business.portalSubdomain} email={prefilledEmail(email)} />
    </PortalAuthCard>
  );
}
