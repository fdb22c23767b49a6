import { DashboardView } from "@/components/portal/dashboard/dashboard-view";
import { ServicePauseCard } from "@/components/portal/dashboard/service-pause-card";
import { UpcomingVisitsCard } from "@/components/portal/dashboard/upcoming-visits-card";
import { VisitSelfService } from "@/components/portal/dashboard/visit-self-service";
import { loadPortalContext } from "@/lib/portal/load-portal-context";
import { pageLoaders } from "@/lib/portal/page-loaders";

export const metadata = { title: "Dashboard" };

export default async function DashboardPage({ params }: { params: Promise<{ tenant: string }> }) {
  const { business, customer, scope, isPreview } = await loadPortalContext((await params).tenant);
  const { nextJob, awaitingFeedback, rescheduleRequest, recurringServices, laterVisits } = await pageLoaders.dashboard(scope, { preview: isPreview });
  const actions =
    nextJob?.status === "scheduled" ? (
      <VisitSelfService
        visitId={nextJob.id}
        canSkip={business.allowCancellation}
        canReschedule={business.allowRescheduling}
        request={rescheduleRequest}
        businessName={business.companyName}
      />
    ) : null;
  return (
    <div className="flex flex-col gap-6">
      <DashboardView customer={customer} nextJob={nextJob} awaitingFeedback={awaitingFeedback} timeZone={business.timezone} nextJobActions={actions} />
      <UpcomingVisitsCard
        visits={laterVisits}
        timeZone={business.timezone}
        canSkip={business.allowCancellation}
        canReschedule={business.allowRescheduling}
        businessName={business.companyName}
      />
      <ServicePauseCard services={recurringServices} canPause={business.allowCancellation} />
    </div>
  );
}
