import type { JobView } from "../jobs/job-views";

/** Service History in two lists that never mix: what is still to come, and what is done. */
export type ServiceHistorySections = {
  /** Visits still ahead, soonest first. */
  upcoming: JobView[];
  /** Visits whose time has come (and any already started or completed), newest first. */
  past: JobView[];
};

const STARTED = new Set(["in_progress", "completed"]);

/**
 * Splits the customer's visits at `now` (client-safe; the portal's loader and the demo both use
 * it). A visit is upcoming while its time is ahead and nobody has started it — a skipped or
 * cancelled one stays there, at its date, with its status; next month's visits no longer head
 * the list of past ones (issue 37).
 */
export function splitServiceHistory(visits: readonly JobView[], now: Date): ServiceHistorySections {
  const at = (visit: JobView) => new Date(visit.scheduledDate).getTime();
  const isUpcoming = (visit: JobView) => at(visit) > now.getTime() && !STARTED.has(visit.status);
  return {
    upcoming: visits.filter(isUpcoming).sort((a, b) => at(a) - at(b)),
    past: visits.filter((visit) => !isUpcoming(visit)).sort((a, b) => at(b) - at(a)),
  };
}
