import { CalendarRange } from "@/components/icons";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/admin/page-header";
import { JobInvoicingPanel } from "@/components/admin/money/job-invoicing-panel";
import { WholeJobForm } from "@/components/admin/schedule/whole-job-form";
import { JobPausePanel } from "@/components/admin/schedule/job-pause-panel";
import { JobVisitsTable } from "@/components/admin/schedule/job-visits-table";
import { VisitRecordCard } from "@/components/admin/schedule/visit-record-card";
import { ScheduleTabs } from "@/components/admin/schedule/schedule-tabs";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { loadJobPage } from "@/lib/admin/page-loaders/job-page";
import { hasAnyPermission } from "@/lib/identity/permissions";
import { formatListDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { describeRecurrence } from "@/lib/scheduling/recurrence/recurrence";
import { describeSeason } from "@/lib/scheduling/recurrence/season";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";

export const metadata: Metadata = { title: "Job" };

/** A job: what, where, how often, who — its visits, and (for schedulers) the edit form. */
export default async function JobDetailPage({ params }: { params: Promise<{ jobId: string }> }) {
  const staff = await requireStaff({ section: "schedule" });
  const loaded = await loadJobPage(staff, (await params).jobId);
  if (!loaded) notFound();
  const { job, canEdit, options, invoicing, records } = loaded;
  const repeat = !job.recurrence
    ? "none"
    : job.recurrence.frequency === "monthly"
      ? "monthly"
      : job.recurrence.interval === 2
        ? "biweekly"
        : "weekly";
  const facts: Array<[string, string]> = [
    ["Customer", job.customerName],
    ["Address", job.propertyAddress ?? "Customer's address"],
    ["Service", job.serviceName ?? "—"],
    ["Repeats", describeRecurrence(job.recurrence)],
    ...(job.season ? [["Season", describeSeason(job.season)] as [string, string]] : []),
    ...(job.pausedUntil ? ([["Status", `${job.pausedFrom ? `Pauses from ${formatListDate(job.pausedFrom)}, ` : "Paused "}until ${formatListDate(job.pausedUntil)}`]] as Array<[string, string]>) : []),
    ["Starts", `${job.startDate} at ${job.startTime} (${job.timeZone.replaceAll("_", " ")})`],
    ["Duration", `${job.durationMinutes} minutes`],
    ["Employees", job.employees.map((e) => e.name).join(", ") || "Unassigned"],
    ["Price per visit", job.priceCents === null ? "—" : formatCents(job.priceCents)],
    ["Instructions", job.instructions ?? "—"],
  ];
  return (
    <>
      <PageHeader title={job.title} icon={CalendarRange} description={`${describeRecurrence(job.recurrence)} · ${job.customerName}`} />
      <ScheduleTabs current="jobs" />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Details</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
              {facts.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="whitespace-pre-line">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        {canEdit && job.recurrence && job.status === "active" ? (
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{job.pausedUntil ? "Paused" : "Pause"}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <JobPausePanel jobId={job.id} pausedUntil={job.pausedUntil} canPause={job.hasFuture} today={toWallClock(new Date(), job.timeZone).date} />
            </CardContent>
          </Card>
        ) : null}
        {invoicing ? (
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Invoicing</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <JobInvoicingPanel jobId={job.id} preview={invoicing} canEdit={hasAnyPermission(staff.permissions, ["manage_invoices"])} />
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Visits</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <JobVisitsTable visits={job.visits} canEdit={canEdit} employees={options?.employees ?? []} memberId={staff.memberId} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Photos and notes</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {records.length === 0 ? (
              <p className="text-sm text-muted-foreground">The crew&apos;s before and after photos and notes of this job&apos;s visits appear here.</p>
            ) : (
              <ol className="grid gap-3" aria-label="Visits with photos or notes">
                {records.map((record) => (
                  <li key={record.visit.id}>
                    <VisitRecordCard record={record} />
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
        {options ? (
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Edit the whole job</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="mb-4 text-sm text-muted-foreground">Upcoming visits that were not changed one by one follow these values; past, completed and skipped visits stay as they are.</p>
              <WholeJobForm
                options={options}
                initial={{
                  jobId: job.id,
                  customerId: job.customerId,
                  propertyId: job.propertyId ?? "",
                  serviceId: job.serviceId ?? "",
                  title: job.title,
                  instructions: job.instructions ?? "",
                  startDate: job.startDate,
                  startTime: job.startTime,
                  durationMinutes: String(job.durationMinutes),
                  employeeId: job.employees[0]?.id ?? "",
                  repeat,
                  until: job.recurrence?.until ?? "",
                  seasonStart: job.season ? String(job.season.startMonth) : "",
                  seasonEnd: job.season ? String(job.season.endMonth) : "",
                  price: job.priceCents === null ? "" : (job.priceCents / 100).toFixed(2),
                }}
              />
            </CardContent>
          </Card>
        ) : null}
      </div>
    </>
  );
}
