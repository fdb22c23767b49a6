import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatClockTime } from "@/lib/format/clock-time";
import { formatListDate } from "@/lib/format/dates";
import type { JobView } from "@/lib/scheduling/jobs/job-views";
import type { CustomerRescheduleRequestView } from "@/lib/scheduling/reschedule-requests/reschedule-request-views";
import { VisitSelfService } from "./visit-self-service";

type LaterVisit = { visit: JobView; rescheduleRequest: CustomerRescheduleRequestView | null };

/**
 * Dashboard: "Coming up" — the visits after the next one, each with the same skip and
 * ask-to-reschedule controls (the business's rules and cut-off apply on the server), so a
 * customer who will be away for one particular visit does not have to wait for it to be next.
 */
export function UpcomingVisitsCard({
  visits,
  timeZone,
  canSkip,
  canReschedule,
  businessName,
}: {
  visits: LaterVisit[];
  timeZone: string;
  canSkip: boolean;
  canReschedule: boolean;
  businessName: string;
}) {
  if (visits.length === 0) return null;
  return (
    <Card aria-labelledby="upcoming-visits-title">
      <CardHeader>
        <CardTitle id="upcoming-visits-title">Coming up</CardTitle>
        <CardDescription>Your next visits after this one.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y" aria-label="Upcoming visits">
          {visits.map(({ visit, rescheduleRequest }) => (
            <li key={visit.id} className="py-3 first:pt-0 last:pb-0" data-testid="upcoming-visit">
              <p className="font-medium text-slate-900">{visit.serviceName ?? "Unknown Service"}</p>
              <p className="text-sm text-slate-600">
                {formatListDate(visit.scheduledDate, timeZone)} at {formatClockTime(visit.scheduledDate, timeZone)}
                {visit.durationMinutes ? ` · ${visit.durationMinutes} min` : ""}
              </p>
              {visit.status === "scheduled" ? (
                <VisitSelfService visitId={visit.id} canSkip={canSkip} canReschedule={canReschedule} request={rescheduleRequest} businessName={businessName} />
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
