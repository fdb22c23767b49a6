import { CalendarClock, CalendarPlus, History, MessageSquare, Receipt, Star } from "@/components/icons";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatListDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { fullName } from "@/lib/format/names";
import { formatClockTime } from "@/lib/format/clock-time";
import type { FeedbackPromptView } from "@/lib/feedback/feedback-views";
import type { JobView } from "@/lib/scheduling/jobs/job-views";
import { capitalizeStatus } from "@/lib/status/tones";
import { jobStatusDisplay } from "@/lib/status/job-status";
import { StatusBadge } from "../status-badge";

type Props = {
  customer: { firstName: string; status: string | null; servicePlan: string | null; outstandingBalanceCents: number };
  nextJob: JobView | null;
  /** Recently completed visits the customer has not rated (none in the demo). */
  awaitingFeedback?: FeedbackPromptView[];
  timeZone?: string;
  basePath?: string;
  /** The real portal's skip / reschedule controls for the next visit (the demo has none). */
  nextJobActions?: React.ReactNode;
};

const QUICK_ACTIONS = [
  { path: "/invoices", label: "View Invoices", description: "See and download your invoices", icon: Receipt },
  { path: "/services?tab=history", label: "Service History", description: "Past visits and photos", icon: History },
  { path: "/request-service", label: "Request Service", description: "Book a new visit", icon: CalendarPlus },
  { path: "/messages", label: "Send Message", description: "Talk to our team", icon: MessageSquare },
];

/** Spec §2 /dashboard: welcome, next scheduled service, four quick actions, three account cards. */
export function DashboardView({ customer, nextJob, awaitingFeedback = [], timeZone, basePath = "", nextJobActions }: Props) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Welcome back, {customer.firstName}!</h1>
        <p className="mt-1 text-sm text-slate-600">Here is what is happening with your service.</p>
      </div>

      <Card aria-labelledby="next-service-title">
        <CardHeader>
          <CardTitle id="next-service-title" className="flex items-center gap-2">
            <CalendarClock className="size-5 text-brand" aria-hidden="true" />
            Next Scheduled Service
          </CardTitle>
        </CardHeader>
        <CardContent>
          {nextJob ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between" data-testid="next-service">
              <div className="flex flex-col gap-1">
                <p className="text-lg font-semibold text-slate-900">{nextJob.serviceName ?? "Unknown Service"}</p>
                <p className="text-sm text-slate-700">
                  {formatListDate(nextJob.scheduledDate, timeZone)} at {formatClockTime(nextJob.scheduledDate, timeZone)}
                  {nextJob.durationMinutes ? ` · ${nextJob.durationMinutes} min` : ""}
                </p>
                <p className="text-sm text-slate-600">
                  Technician: {nextJob.employee ? fullName(nextJob.employee.firstName, nextJob.employee.lastName) : "Unassigned"}
                </p>
                {nextJob.notes ? <p className="text-sm text-slate-600">{nextJob.notes}</p> : null}
              </div>
              <StatusBadge display={jobStatusDisplay(nextJob.status)} />
            </div>
          ) : null}
          {nextJob ? nextJobActions : null}
          {nextJob ? null : (
            <div className="flex flex-col items-start gap-2" data-testid="next-service-empty">
              <p className="font-medium text-slate-900">No upcoming services</p>
              <p className="text-sm text-slate-600">You have no visits scheduled. Request a service and we will get you on the calendar.</p>
              <Link href={`${basePath}/request-service`} className="text-sm font-medium text-brand underline underline-offset-4">
                Request a service
              </Link>
            </div>
          )}
        </CardContent>
      </Card>

      {awaitingFeedback.length > 0 ? (
        <Card aria-labelledby="feedback-prompt-title" data-testid="feedback-prompt">
          <CardHeader>
            <CardTitle id="feedback-prompt-title" className="flex items-center gap-2">
              <Star className="size-5 text-brand" aria-hidden="true" />
              How was your visit?
            </CardTitle>
            <CardDescription>Rate a recent visit from 1 to 5 stars. It takes a few seconds and helps us improve.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y">
              {awaitingFeedback.map((visit) => (
                <li key={visit.visitId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="text-sm text-slate-800">
                    {visit.serviceName ?? "Unknown Service"} · {formatListDate(visit.completedAt, timeZone)}
                  </span>
                  <Link
                    href={`${basePath}/feedback/${visit.visitId}`}
                    className="rounded-md border px-3 py-1.5 text-sm font-medium text-brand outline-none hover:border-brand focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    Rate this visit
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      <section aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="mb-3 text-lg font-semibold text-slate-900">
          Quick Actions
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_ACTIONS.map(({ path, label, description, icon: Icon }) => (
            <li key={path}>
              <Link
                href={`${basePath}${path}`}
                className="ui-tile shadow-sm hover:border-brand"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="font-medium text-slate-900">{label}</span>
                  <span className="text-sm text-slate-600">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Account overview" className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription>Account Status</CardDescription>
            <CardTitle className="text-xl">{customer.status ? capitalizeStatus(customer.status) : "Active"}</CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Service Plan</CardDescription>
            <CardTitle className="text-xl">{customer.servicePlan || "Standard Plan"}</CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>Outstanding Balance</CardDescription>
            <CardTitle className="text-xl" data-testid="outstanding-balance">
              {formatCents(customer.outstandingBalanceCents)}
            </CardTitle>
          </CardHeader>
        </Card>
      </section>
    </div>
  );
}
