import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { VisitView } from "@/lib/scheduling/visits/visit-views";
import { visitPageHref } from "@/lib/scheduling/visit-photos/visit-record-views";
import { OnMyWayButton } from "./on-my-way-button";
import { ShiftSeriesTrigger } from "./shift-series-trigger";
import { VisitEditTrigger } from "./visit-edit-trigger";
import { VisitStatusBadge } from "./visit-status-badge";

type JobVisitsTableProps = { visits: VisitView[]; canEdit: boolean; employees: Array<{ id: string; name: string }>; memberId: string | null };

/**
 * A job's visits in time order; while scheduled each can be rescheduled, skipped, or shifted with
 * the later ones. "On my way" is for whoever works the visit: schedulers, or its own employee.
 */
export function JobVisitsTable({ visits, canEdit, employees, memberId }: JobVisitsTableProps) {
  if (visits.length === 0) return <p className="text-sm text-muted-foreground">No visits yet.</p>;
  return (
    <Table aria-label="Visits">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Time</TableHead>
          <TableHead>Employee</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Note</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {visits.map((visit) => (
          <TableRow key={visit.id}>
            <TableCell className="tabular-nums">
              {visitPageHref(visit) ? (
                <Link href={visitPageHref(visit)!} className="underline underline-offset-4">
                  {visit.localDate}
                </Link>
              ) : (
                visit.localDate
              )}
            </TableCell>
            <TableCell className="tabular-nums">{visit.localTime}</TableCell>
            <TableCell>{visit.employeeName ?? "Unassigned"}</TableCell>
            <TableCell>
              <VisitStatusBadge status={visit.status} />
              {visit.detached ? <span className="ml-2 text-xs text-muted-foreground">moved</span> : null}
            </TableCell>
            <TableCell className="max-w-64 truncate text-sm">{visit.skipReason ?? visit.cancelReason ?? visit.completionNote ?? ""}</TableCell>
            <TableCell className="text-right">
              <div className="flex justify-end gap-2">
                {(visit.status === "scheduled" || visit.status === "in_progress") && (canEdit || (memberId !== null && visit.employeeId === memberId)) ? (
                  <OnMyWayButton visitId={visit.id} size="sm" label={`On my way to the visit on ${visit.localDate}`} />
                ) : null}
                {canEdit && visit.status === "scheduled" ? (
                  <>
                    <VisitEditTrigger
                      visit={visit}
                      employees={employees}
                      trigger={
                        <Button variant="outline" size="sm" aria-label={`Change visit on ${visit.localDate}`}>
                          Change
                        </Button>
                      }
                    />
                    <ShiftSeriesTrigger
                      visit={visit}
                      trigger={
                        <Button variant="outline" size="sm" aria-label={`Shift from ${visit.localDate}`}>
                          Shift
                        </Button>
                      }
                    />
                  </>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
