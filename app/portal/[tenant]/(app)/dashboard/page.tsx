import { DashboardView } from "@/components/portal/dashboard/dashboard-view";
import { VisitSelfService } from "@/components/portal/dashboard/visit-self-service";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Dashboard" };

export default async function DashboardPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { business, customer, scope } = await loadPortalContext((await params).tenant);
  const { nextJob, awaitingFeedback } = await pageLoaders.dashboard(scope);
  const actions =
    nextJob?.status === "scheduled" ? (
      <VisitSelfService visitId={nextJob.id} canSkip={business.allowCancellation} canReschedule={business.allowRescheduling} />
    ) : null;
  return <DashboardView customer={customer} nextJob={nextJob} awaitingFeedback={awaitingFeedback} timeZone={business.timezone} nextJobActions={actions} />;
}
