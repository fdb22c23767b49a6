import { AccountForm } from "@/components/portal/account/account-form";
import { AccountSummary } from "@/components/portal/account/account-summary";
import { PaymentCard } from "@/components/portal/account/payment-card";
import { PropertyNotes } from "@/components/portal/account/property-notes";
import { PageHeader } from "@/components/portal/page-header";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { getCustomerAutopay } from "@/lib/money/autopay/get-saved-card";
import { stripeConfigured } from "@/lib/money/stripe/stripe-client";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "My Account" };

export default async function AccountPage({ params, searchParams }: { params: Promise<{ tenant: string }>; searchParams: Promise<{ card?: string | string[] }> }) {
  const { business, customer, scope, isPreview } = await loadPortalContext((await params).tenant);
  const cardReturn = (await searchParams).card;
  const takesCards = business.paymentProvider === "stripe" && stripeConfigured();
  const [loaded, autopay] = await Promise.all([pageLoaders.account(scope, { preview: isPreview }), takesCards ? getCustomerAutopay(scope) : null]);
  const summary = loaded.summary ?? { memberSince: null, lastServiceDate: null, lastLogin: null };
  return (
    <div>
      <PageHeader title="My Account" description="Your personal information and account details." />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <AccountForm customer={customer} />
          {autopay ? <PaymentCard card={autopay.card} autopayEnabled={autopay.autopayEnabled} justSaved={cardReturn === "saved"} /> : null}
          <PropertyNotes properties={loaded.properties} />
        </div>
        <AccountSummary customer={customer} summary={summary} timeZone={business.timezone} />
      </div>
    </div>
  );
}
