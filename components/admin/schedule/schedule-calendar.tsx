"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { editVisitAction } from "@/lib/admin/actions/schedule/edit-visit";
import { doubleBookedVisitIds } from "@/lib/scheduling/calendar/double-bookings";
import { calendarDayLabel, moveAnnouncement } from "@/lib/scheduling/calendar/move-announcement";
import type { VisitView } from "@/lib/scheduling/visits/visit-views";
import { cn } from "@/lib/utils";
import { CalendarAnnouncer, useCalendarAnnounce } from "./calendar-announcer";
import { VisitChip } from "./visit-chip";

type Lane = { id: string | null; name: string };
type Props = {
  days: string[];
  lanes: Lane[];
  visits: VisitView[];
  today: string;
  canEdit: boolean;
  employees: Array<{ id: string; name: string }>;
};

/**
 * Week (7 columns) or day (1 column) of visits in the business's zone, one row per employee
 * lane plus "Unassigned". A plain table: screen readers announce lane and day for each cell.
 * Schedulers drag a scheduled visit to another day or employee (native HTML drag and drop:
 * this visit only, same time); the visit's own button opens the reschedule dialog, the
 * keyboard path to the same move. Both are confirmed in the announcement line.
 */
export function ScheduleCalendar(props: Props) {
  return (
    <CalendarAnnouncer>
      <CalendarTable {...props} />
    </CalendarAnnouncer>
  );
}

function CalendarTable({ days, lanes, visits, today, canEdit, employees }: Props) {
  const router = useRouter();
  const announce = useCalendarAnnounce();
  const [dragging, setDragging] = useState<VisitView | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const clashing = doubleBookedVisitIds(visits);
  const cell = (lane: Lane, day: string) => visits.filter((v) => v.localDate === day && (v.employeeId ?? null) === lane.id);
  // A visit cannot be unassigned by a drop (the move keeps or sets an employee).
  const accepts = (lane: Lane, day: string) =>
    dragging !== null && (lane.id !== null || dragging.employeeId === null) && (day !== dragging.localDate || lane.id !== dragging.employeeId);

  const drop = async (lane: Lane, day: string) => {
    const visit = dragging;
    setDragging(null);
    setOver(null);
    if (!visit || !accepts(lane, day)) return;
    setMoving(true);
    announce(`Moving ${visit.title} to ${calendarDayLabel(day)}${lane.id ? ` with ${lane.name}` : ""}…`);
    const result = await editVisitAction({
      visitId: visit.id,
      scope: "this",
      date: day,
      time: visit.localTime,
      durationMinutes: visit.durationMinutes,
      employeeId: lane.id,
    }).catch(() => null);
    setMoving(false);
    if (!result?.ok) {
      announce(`Could not move ${visit.title}: ${result?.message ?? "Failed to update visit"}`);
      return;
    }
    const employeeName = lane.id ? lane.name : visit.employeeName;
    announce(moveAnnouncement({ title: visit.title, dayLabel: calendarDayLabel(day), time: visit.localTime, employeeName, doubleBookedWith: result.data.doubleBookedWith }));
    router.refresh();
  };

  return (
    <div className="overflow-x-auto rounded-lg border" aria-busy={moving || undefined}>
      <Table aria-label={days.length === 1 ? `Visits on ${calendarDayLabel(days[0])}` : `Visits in the week of ${calendarDayLabel(days[0])}`} className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className="w-36">Employee</TableHead>
            {days.map((day) => (
              <TableHead key={day} scope="col" className={day === today ? "bg-primary/10 text-foreground" : undefined} aria-current={day === today ? "date" : undefined}>
                {calendarDayLabel(day)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {lanes.map((lane) => (
            <TableRow key={lane.id ?? "unassigned"}>
              <TableHead scope="row" className="align-top font-medium whitespace-normal">
                {lane.name}
              </TableHead>
              {days.map((day) => {
                const here = cell(lane, day);
                const key = `${lane.id ?? "unassigned"}:${day}`;
                return (
                  <TableCell
                    key={day}
                    data-lane={lane.name}
                    data-day={day}
                    className={cn("min-w-32 align-top whitespace-normal", over === key && "bg-primary/10 outline-2 -outline-offset-2 outline-dashed outline-primary")}
                    onDragOver={
                      canEdit
                        ? (event) => {
                            if (!accepts(lane, day)) return;
                            event.preventDefault();
                            event.dataTransfer.dropEffect = "move";
                            if (over !== key) setOver(key);
                          }
                        : undefined
                    }
                    onDragLeave={canEdit ? () => setOver((current) => (current === key ? null : current)) : undefined}
                    onDrop={
                      canEdit
                        ? (event) => {
                            event.preventDefault();
                            void drop(lane, day);
                          }
                        : undefined
                    }
                  >
                    {here.length === 0 ? (
                      <span className="sr-only">No visits</span>
                    ) : (
                      <ul className="grid gap-1">
                        {here.map((visit) => {
                          const draggable = canEdit && visit.status === "scheduled";
                          return (
                            <li
                              key={visit.id}
                              draggable={draggable || undefined}
                              className={cn(draggable && "cursor-grab", dragging?.id === visit.id && "opacity-50")}
                              onDragStart={
                                draggable
                                  ? (event) => {
                                      event.dataTransfer.effectAllowed = "move";
                                      event.dataTransfer.setData("text/plain", visit.id);
                                      setDragging(visit);
                                    }
                                  : undefined
                              }
                              onDragEnd={draggable ? () => (setDragging(null), setOver(null)) : undefined}
                            >
                              <VisitChip visit={visit} canEdit={canEdit} employees={employees} doubleBooked={clashing.has(visit.id)} />
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {canEdit ? (
        <p className="border-t px-3 py-2 text-xs text-muted-foreground">
          Drag a visit to another day or employee to move it (this visit only, same time), or open it to reschedule by keyboard.
        </p>
      ) : null}
    </div>
  );
}
