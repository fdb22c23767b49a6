import { AccountForm } from "@/components/portal/account/account-form";
import { AccountSummary } from "@/components/portal/account/account-summary";
import { PropertyNotes } from "@/components/portal/account/property-notes";
import { PageHeader } from "@/components/portal/page-header";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "My Account" };

export default async function AccountPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { business, customer, scope } = await loadPortalContext((await params).tenant);
  const loaded = await pageLoaders.account(scope);
  const summary = loaded.summary ?? { memberSince: null, lastServiceDate: null, lastLogin: null };
  return (
    <div>
      <PageHeader title="My Account" description="Your personal information and account details." />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <AccountForm customer={customer} />
          <PropertyNotes properties={loaded.properties} />
        </div>
        <AccountSummary customer={customer} summary={summary} timeZone={business.timezone} />
      </div>
    </div>
  );
}
