import { Calendar, ChevronLeft, ChevronRight } from "@/components/icons";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { ScheduleCalendar } from "@/components/admin/schedule/schedule-calendar";
import { RescheduleRequestsPanel } from "@/components/admin/schedule/reschedule-requests-panel";
import { LazyMonthCalendar } from "@/components/admin/schedule/lazy-month-calendar";
import { ProjectedVisitList } from "@/components/admin/schedule/projected-visit-list";
import { ScheduleTabs } from "@/components/admin/schedule/schedule-tabs";
import { WeekAgenda } from "@/components/admin/schedule/week-agenda";
import { Button } from "@/components/ui/button";
import type { MonthCell } from "@/components/admin/schedule/month-calendar";
import { loadSchedulePage } from "@/lib/admin/page-loaders/schedule-page";
import { calendarHref, parseCalendarParams, stepDate } from "@/lib/admin/schedule/calendar-params";
import type { SearchParams } from "@/lib/foundation/list-params";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { businessTimeZone } from "@/lib/scheduling/calendar/business-time-zone";
import { toWallClock } from "@/lib/scheduling/recurrence/zoned-time";

export const metadata: Metadata = { title: "Schedule" };

/** The schedule calendar: a month, a week or a day of visits (by employee), in the business's time zone. */
export default async function AdminSchedulePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaff({ section: "schedule" });
  const timeZone = await businessTimeZone(staff);
  const today = toWallClock(new Date(), timeZone).date;
  const params = parseCalendarParams(await searchParams, today);
  const { canEdit, employees, visits, rescheduleRequests, projected } = await loadSchedulePage(staff, params, timeZone);
  // Visits of a former (inactive) member still get a lane of their own.
  const former = [...new Map(visits.filter((v) => v.employeeId && !employees.some((e) => e.id === v.employeeId)).map((v) => [v.employeeId!, v.employeeName ?? "Former employee"])).entries()];
  const lanes = [
    ...employees.filter((e) => !params.employeeId || e.id === params.employeeId),
    ...former.map(([id, name]) => ({ id, name })),
    ...(params.employeeId ? [] : [{ id: null, name: "Unassigned" }]),
  ];
  const unit = { day: "day", week: "week", month: "month" }[params.view];
  const monthLabel = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${params.date.slice(0, 7)}-15T12:00:00Z`));
  const cells: MonthCell[] =
    params.view === "month"
      ? params.days.map((date) => ({
          date,
          inMonth: date.slice(0, 7) === params.date.slice(0, 7),
          href: calendarHref(params, { view: "day", date }),
          visits: [
            ...visits
              .filter((v) => v.localDate === date)
              .map((v) => ({ id: v.id, time: v.localTime, title: v.title, customerName: v.customerName, status: v.status })),
            ...projected
              .filter((p) => p.occurrenceDate === date)
              .map((p) => ({
                id: `projected-${p.seriesId}-${date}`,
                time: toWallClock(p.startsAt, timeZone).time,
                title: p.title,
                customerName: p.customerName,
                status: "projected",
                projected: { jobId: p.seriesId, date },
              })),
          ].sort((a, b) => a.time.localeCompare(b.time)),
        }))
      : [];
  return (
    <>
      <PageHeader
        title="Schedule"
        icon={Calendar}
        description={`Visits by employee, in ${timeZone.replaceAll("_", " ")} time.`}
        actions={
          canEdit ? (
            <Button asChild>
              <Link href="/admin/schedule/jobs/new">New job</Link>
            </Button>
          ) : null
        }
      />
      <ScheduleTabs current="calendar" />
      <RescheduleRequestsPanel requests={rescheduleRequests} timeZone={timeZone} />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={calendarHref(params, { date: stepDate(params, -1) })} aria-label={`Previous ${unit}`}>
            <ChevronLeft aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={calendarHref(params, { date: today })}>Today</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={calendarHref(params, { date: stepDate(params, 1) })} aria-label={`Next ${unit}`}>
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
        <div className="ml-2 flex gap-1" role="group" aria-label="View">
          {(["month", "week", "day"] as const).map((view) => (
            <Button key={view} asChild size="sm" variant={params.view === view ? "default" : "outline"}>
              <Link href={calendarHref(params, { view })} aria-current={params.view === view ? "page" : undefined}>
                {{ month: "Month", week: "Week", day: "Day" }[view]}
              </Link>
            </Button>
          ))}
        </div>
        <form method="get" action="/admin/schedule" className="ml-auto flex items-center gap-2">
          <input type="hidden" name="date" value={params.date} />
          {params.view !== "week" ? <input type="hidden" name="view" value={params.view} /> : null}
          <label htmlFor="employee-filter" className="text-sm">
            Employee
          </label>
          <select id="employee-filter" name="employee" defaultValue={params.employeeId ?? ""} className="h-8 rounded-md border bg-background px-2 text-sm">
            <option value="">Everyone</option>
            {employees.map((employee) => (
              <option key={employee.id} value={employee.id}>
                {employee.name}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" variant="outline">
            Filter
          </Button>
        </form>
      </div>
      {params.view === "month" ? (
        <>
          <h2 className="mb-2 text-lg font-semibold">{monthLabel}</h2>
          <LazyMonthCalendar label={monthLabel} cells={cells} today={today} canEdit={canEdit} />
        </>
      ) : params.view === "week" ? (
        <>
          {/* Below 768 px the week's seven lanes cannot be read: an agenda of the days instead (issue 37). */}
          <div className="hidden md:block">
            <ScheduleCalendar days={params.days} lanes={lanes} visits={visits} today={today} canEdit={canEdit} employees={employees} />
          </div>
          <WeekAgenda className="md:hidden" days={params.days} visits={visits} today={today} canEdit={canEdit} employees={employees} />
        </>
      ) : (
        <>
          <ScheduleCalendar days={params.days} lanes={lanes} visits={visits} today={today} canEdit={canEdit} employees={employees} />
          <ProjectedVisitList
            canEdit={canEdit}
            visits={projected.map((p) => ({
              key: `projected-${p.seriesId}-${p.occurrenceDate}`,
              time: toWallClock(p.startsAt, timeZone).time,
              title: p.title,
              customerName: p.customerName,
              projected: { jobId: p.seriesId, date: p.occurrenceDate },
            }))}
          />
        </>
      )}
      {visits.length === 0 && projected.length === 0 ? <p className="mt-4 text-sm text-muted-foreground">No visits in this period.</p> : null}
    </>
  );
}
