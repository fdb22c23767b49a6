import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { SubscriptionView } from "@/lib/catalog/catalog-views";
import { formatListDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { formatServicePrice } from "@/lib/format/service-price";
import type { CustomerServiceJobView } from "@/lib/scheduling/self-service/customer-service-job-views";
import { capitalizeStatus, statusDisplay } from "@/lib/status/tones";
import { StatusBadge } from "../status-badge";

type Props = { subscriptions: SubscriptionView[]; serviceJobs: CustomerServiceJobView[]; timeZone?: string };

/**
 * The My Services tab's cards: the recurring jobs the business runs for the customer, then the
 * subscriptions they signed up for in the portal (issue 37: both are their services).
 */
export function MyServices({ subscriptions, serviceJobs, timeZone }: Props) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {serviceJobs.map((job) => (
        <li key={job.id}>
          <Card data-testid="service-job-card" className="h-full">
            <CardHeader className="flex flex-row items-start justify-between gap-2">
              <CardTitle className="text-base">{job.name}</CardTitle>
              <StatusBadge display={job.resumesOn ? statusDisplay("Paused", "yellow") : statusDisplay("Scheduled", "green")} />
            </CardHeader>
            <CardContent className="flex flex-col gap-1 text-sm text-slate-700">
              {job.pricePerVisitCents !== null ? <p className="font-medium">{formatCents(job.pricePerVisitCents)}/visit</p> : null}
              <p>{job.repeats}</p>
              {job.resumesOn ? <p>Paused — visits resume {formatListDate(job.resumesOn)}</p> : null}
              {job.nextVisitAt ? <p>Next visit {formatListDate(job.nextVisitAt, timeZone)}</p> : null}
              <p>Since {formatListDate(job.startDate)}</p>
            </CardContent>
          </Card>
        </li>
      ))}
      {subscriptions.map((sub) => (
        <li key={sub.id}>
          <Card data-testid="subscription-card" className="h-full">
            <CardHeader className="flex flex-row items-start justify-between gap-2">
              <CardTitle className="text-base">{sub.serviceName}</CardTitle>
              <StatusBadge display={statusDisplay(capitalizeStatus(sub.status), sub.status === "active" ? "green" : "neutral")} />
            </CardHeader>
            <CardContent className="flex flex-col gap-1 text-sm text-slate-700">
              {sub.service ? <p className="font-medium">{formatServicePrice(sub.service)}</p> : null}
              <p>Frequency: {sub.frequency ? capitalizeStatus(sub.frequency) : "One-time"}</p>
              <p>Started {formatListDate(sub.startDate)}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
