import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { VisitView } from "@/lib/scheduling/visit-views";
import { VisitChip } from "./visit-chip";

type Lane = { id: string | null; name: string };

const dayHeading = (date: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

/**
 * Week (7 columns) or day (1 column) of visits in the business's zone, one row per employee
 * lane plus "Unassigned". A plain table: screen readers announce lane and day for each cell.
 */
export function ScheduleCalendar({
  days,
  lanes,
  visits,
  today,
  canEdit,
  employees,
}: {
  days: string[];
  lanes: Lane[];
  visits: VisitView[];
  today: string;
  canEdit: boolean;
  employees: Array<{ id: string; name: string }>;
}) {
  const cell = (lane: Lane, day: string) => visits.filter((v) => v.localDate === day && (v.employeeId ?? null) === lane.id);
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table aria-label={days.length === 1 ? `Visits on ${dayHeading(days[0])}` : `Visits in the week of ${dayHeading(days[0])}`} className="table-fixed">
        <TableHeader>
          <TableRow>
            <TableHead className="w-36">Employee</TableHead>
            {days.map((day) => (
              <TableHead key={day} scope="col" className={day === today ? "bg-primary/10 text-foreground" : undefined} aria-current={day === today ? "date" : undefined}>
                {dayHeading(day)}
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
                return (
                  <TableCell key={day} className="min-w-32 align-top whitespace-normal">
                    {here.length === 0 ? (
                      <span className="sr-only">No visits</span>
                    ) : (
                      <ul className="grid gap-1">
                        {here.map((visit) => (
                          <li key={visit.id}>
                            <VisitChip visit={visit} canEdit={canEdit} employees={employees} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
