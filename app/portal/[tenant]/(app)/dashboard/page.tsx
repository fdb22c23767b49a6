import { DashboardView } from "@/components/portal/dashboard/dashboard-view";
import { getNextScheduledJob } from "@/lib/portal/get-next-scheduled-job";
import { loadPortalContext } from "@/lib/portal/load-portal-context";

export const metadata = { title: "Dashboard" };

export default async function DashboardPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { business, customer, scope } = await loadPortalContext((await params).tenant);
  const nextJob = await getNextScheduledJob(scope);
  return <DashboardView customer={customer} nextJob={nextJob} timeZone={business.timezone} />;
}
