"use client";

import type { JobView } from "@/lib/scheduling/jobs/job-views";
import type { ServiceHistorySections } from "@/lib/scheduling/self-service/service-history-sections";
import { JobCard } from "./job-card";

/**
 * The Service History tab: upcoming visits (soonest first) and past visits (newest first) in
 * sections of their own, never mixed (issue 37). A client component although nothing in it is
 * interactive: the visits travel to the browser as data rather than as rendered server elements.
 * Rendered on the server, the demo customer's five visits with their photos put /services' HTML
 * at 42.6 kB, over its 35 kB budget; as data it is 31.9 kB.
 */
export function ServiceHistory({ history, timeZone }: { history: ServiceHistorySections; timeZone?: string }) {
  return (
    <div className="flex flex-col gap-8">
      <VisitSection id="upcoming-visits" title="Upcoming visits" jobs={history.upcoming} timeZone={timeZone} />
      <VisitSection id="past-visits" title="Past visits" jobs={history.past} timeZone={timeZone} empty="No past visits yet." />
    </div>
  );
}

function VisitSection({ id, title, jobs, timeZone, empty }: { id: string; title: string; jobs: JobView[]; timeZone?: string; empty?: string }) {
  if (jobs.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} ({jobs.length})
      </h2>
      {jobs.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
