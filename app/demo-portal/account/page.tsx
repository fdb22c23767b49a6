import { AccountForm } from "@/components/portal/account/account-form";
import { AccountSummary } from "@/components/portal/account/account-summary";
import { PageHeader } from "@/components/portal/page-header";
import { getDemoData } from "@/lib/demo/demo-data";

export const metadata = { title: "My Account" };

export default function DemoAccountPage() {
  const data = getDemoData();
  return (
    <div>
      <PageHeader title="My Account" description="Your personal information and account details." />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <AccountForm customer={data.customer} demo />
        </div>
        <AccountSummary customer={data.customer} summary={data.account} timeZone={data.branding.timezone} />
      </div>
    </div>
  );
}
