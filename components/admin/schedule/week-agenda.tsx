import { TriangleAlert } from "@/components/icons";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { doubleBookedVisitIds } from "@/lib/scheduling/calendar/double-bookings";
import { calendarDayLabel } from "@/lib/scheduling/calendar/move-announcement";
import { visitPageHref } from "@/lib/scheduling/visit-photos/visit-record-views";
import type { VisitView } from "@/lib/scheduling/visits/visit-views";
import { cn } from "@/lib/utils";
import { VisitEditTrigger } from "./visit-edit-trigger";
import { VisitStatusBadge } from "./visit-status-badge";

type Props = {
  days: string[];
  visits: VisitView[];
  today: string;
  canEdit: boolean;
  employees: Array<{ id: string; name: string }>;
  className?: string;
};

/**
 * The week as an agenda, for screens under 768 px (spec §9's mobile breakpoint), where seven
 * day columns of employee lanes squeeze into unreadable text (issue 37): a list per day of its
 * visits in time order — time, what, customer, crew, status. Each opens the visit's page;
 * schedulers reschedule a scheduled visit from its own button, the keyboard path of the grid.
 */
export function WeekAgenda({ days, visits, today, canEdit, employees, className }: Props) {
  const clashing = doubleBookedVisitIds(visits);
  return (
    <div className={cn("grid gap-4", className)} data-testid="week-agenda">
      {days.map((day) => {
        const label = calendarDayLabel(day);
        const onDay = visits.filter((visit) => visit.localDate === day);
        const headingId = `agenda-${day}`;
        return (
          <section key={day} aria-labelledby={headingId} className={cn("rounded-lg border bg-white", day === today && "border-primary")}>
            <h2 id={headingId} className={cn("border-b px-3 py-2 text-sm font-semibold", day === today && "bg-primary/10")}>
              {label}
              {day === today ? <span className="ml-2 text-xs font-medium text-muted-foreground">Today</span> : null}
            </h2>
            {onDay.length === 0 ? (
              <p className="px-3 py-2 text-sm text-muted-foreground">No visits</p>
            ) : (
              <ul className="divide-y" aria-label={`Visits on ${label}`}>
                {onDay.map((visit) => {
                  const href = visitPageHref(visit);
                  return (
                    <li key={visit.id} className="grid gap-1 px-3 py-2 text-sm" data-testid="agenda-visit">
                      <div className="flex items-start justify-between gap-2">
                        <p className="min-w-0">
                          <span className="font-semibold tabular-nums">{visit.localTime}</span>{" "}
                          {href ? (
                            <Link href={href} className="font-medium underline-offset-4 hover:underline">
                              {visit.title}
                            </Link>
                          ) : (
                            <span className="font-medium">{visit.title}</span>
                          )}
                        </p>
                        <VisitStatusBadge status={visit.status} />
                      </div>
                      <p className="text-slate-700">
                        {visit.customerName}
                        {visit.serviceName && visit.serviceName !== visit.title ? ` · ${visit.serviceName}` : ""}
                      </p>
                      <p className="text-muted-foreground">
                        Crew: {visit.employeeName ?? "Unassigned"} · {visit.durationMinutes} min
                      </p>
                      {clashing.has(visit.id) ? (
                        <p className="inline-flex items-center gap-1 text-xs font-semibold text-red-800">
                          <TriangleAlert className="size-3" aria-hidden="true" /> Double-booked
                        </p>
                      ) : null}
                      {canEdit && visit.status === "scheduled" ? (
                        <VisitEditTrigger
                          visit={visit}
                          employees={employees}
                          trigger={
                            <Button type="button" variant="outline" size="sm" className="justify-self-start" aria-label={`Reschedule ${visit.localTime} ${visit.title} — ${visit.customerName}`}>
                              Reschedule
                            </Button>
                          }
                        />
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
