import { TriangleAlert } from "@/components/icons";
import Link from "next/link";
import type { VisitView } from "@/lib/scheduling/visits/visit-views";
import { jobStatusDisplay } from "@/lib/status";
import { cn } from "@/lib/utils";
import { VisitEditTrigger } from "./visit-edit-trigger";

/**
 * One visit in a calendar cell. For schedulers it opens the reschedule dialog (a button, so
 * Tab and Enter reach it); for viewers it links to the job.
 */
export function VisitChip({
  visit,
  canEdit,
  employees,
  doubleBooked = false,
}: {
  visit: VisitView;
  canEdit: boolean;
  employees: Array<{ id: string; name: string }>;
  /** Its employee has another visit at an overlapping time. */
  doubleBooked?: boolean;
}) {
  const display = jobStatusDisplay(visit.status);
  const label = `${visit.localTime} ${visit.title} — ${visit.customerName} (${display.label}${doubleBooked ? ", double-booked" : ""})`;
  const body = (
    <>
      <span className="font-semibold tabular-nums">{visit.localTime}</span> <span className="font-medium">{visit.title}</span>
      <span className="block truncate">{visit.customerName}</span>
      <span className="block text-[11px] uppercase tracking-wide">{display.label}</span>
      {doubleBooked ? (
        <span className="mt-0.5 inline-flex items-center gap-1 rounded bg-white/80 px-1 text-[11px] font-semibold text-red-800">
          <TriangleAlert className="size-3" aria-hidden="true" /> Double-booked
        </span>
      ) : null}
    </>
  );
  const className = cn("block w-full rounded-md px-2 py-1 text-left text-xs focus-visible:outline-2 focus-visible:outline-ring", display.className, visit.status === "skipped" && "line-through");
  if (canEdit && visit.status === "scheduled") {
    return (
      <VisitEditTrigger
        visit={visit}
        employees={employees}
        trigger={
          <button type="button" className={className} aria-label={`Reschedule ${label}`}>
            {body}
          </button>
        }
      />
    );
  }
  if (visit.jobId) {
    return (
      <Link href={`/admin/schedule/jobs/${visit.jobId}`} className={className} aria-label={label}>
        {body}
      </Link>
    );
  }
  return <div className={className}>{body}</div>;
}
