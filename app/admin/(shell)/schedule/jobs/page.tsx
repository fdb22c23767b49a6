import { CalendarRange } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/admin/empty-state";
import { ListFilter } from "@/components/admin/list/list-filter";
import { ListSearch } from "@/components/admin/list/list-search";
import { Pagination } from "@/components/admin/list/pagination";
import { SortHeader } from "@/components/admin/list/sort-header";
import { PageHeader } from "@/components/admin/page-header";
import { ScheduleTabs } from "@/components/admin/schedule/schedule-tabs";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { parseListParams, type SearchParams } from "@/lib/foundation/list-params";
import { formatMessageTime } from "@/lib/format/dates";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { businessTimeZone } from "@/lib/scheduling/calendar/business-time-zone";
import { JOB_LIST_SPEC, listJobs } from "@/lib/scheduling/jobs/list-jobs";
import { describeRecurrence, parseRrule } from "@/lib/scheduling/recurrence/recurrence";

export const metadata: Metadata = { title: "Jobs" };
const PATH = "/admin/schedule/jobs";

/** Every job of the business (one-off and recurring) with its next visit. */
export default async function AdminJobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "schedule" });
  const raw = await searchParams;
  const params = parseListParams(raw, JOB_LIST_SPEC);
  const [{ rows, total }, timeZone] = await Promise.all([listJobs(staff, params), businessTimeZone(staff)]);
  const canEdit = staff.permissions.includes("manage_schedule");
  const newJob = canEdit ? (
    <Button asChild>
      <Link href="/admin/schedule/jobs/new">New job</Link>
    </Button>
  ) : null;
  return (
    <>
      <PageHeader title="Jobs" icon={CalendarRange} description="One-off and recurring jobs; each job creates its visits on the calendar." actions={newJob} />
      <ScheduleTabs current="jobs" />
      <div className="mb-4 flex flex-wrap gap-3">
        <ListSearch label="Search jobs" placeholder="Title or customer" />
        <ListFilter name="type" label="Type" options={[{ value: "recurring", label: "Recurring" }, { value: "one_off", label: "One-off" }]} />
      </div>
      {rows.length === 0 ? (
        <EmptyState icon={CalendarRange} title={params.q || params.filters.type ? "No matching jobs" : "No jobs yet"} body="Create a job to put its visits on the schedule." action={newJob} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border">
            <Table aria-label="Jobs">
              <TableHeader>
                <TableRow>
                  <SortHeader label="Job" sortKey="title" current={params} pathname={PATH} searchParams={raw} />
                  <SortHeader label="Customer" sortKey="customer" current={params} pathname={PATH} searchParams={raw} />
                  <TableHead>Repeats</TableHead>
                  <SortHeader label="Next visit" sortKey="next" current={params} pathname={PATH} searchParams={raw} />
                  <TableHead className="text-right">Upcoming visits</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((job) => (
                  <TableRow key={job.id}>
                    <TableCell className="font-medium">
                      <Link href={`${PATH}/${job.id}`} className="underline-offset-4 hover:underline">
                        {job.title}
                      </Link>
                      {job.serviceName && job.serviceName !== job.title ? <span className="block text-xs text-muted-foreground">{job.serviceName}</span> : null}
                    </TableCell>
                    <TableCell>{job.customerName}</TableCell>
                    <TableCell>{describeRecurrence(job.rrule ? parseRrule(job.rrule) : null)}</TableCell>
                    <TableCell>{job.nextVisitAt ? formatMessageTime(job.nextVisitAt, timeZone) : "—"}</TableCell>
                    <TableCell className="text-right tabular-nums">{job.upcomingVisits}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <Pagination page={params.page} pageSize={params.pageSize} total={total} pathname={PATH} searchParams={raw} noun="jobs" />
        </>
      )}
    </>
  );
}
