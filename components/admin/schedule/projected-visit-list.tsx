"use client";

import { Button } from "@/components/ui/button";
import { useOpenProjectedVisit, type ProjectedRef } from "./use-open-projected-visit";

export type DayProjectedVisit = { key: string; time: string; title: string; customerName: string; projected: ProjectedRef };

/**
 * The day view's projected visits (issue 37 item 7): past the horizon a day's visits come from
 * each job's rule and are not stored yet, so the day's lanes do not hold them. Listed here with
 * an "Open" button each — the keyboard path to them on wide screens, where the month grid
 * opens them with the pointer only. Opening one stores it and goes to its page.
 */
export function ProjectedVisitList({ visits, canEdit }: { visits: DayProjectedVisit[]; canEdit: boolean }) {
  const { opening, open } = useOpenProjectedVisit();
  if (visits.length === 0) return null;
  return (
    <section aria-labelledby="projected-visits-heading" className="mt-4 rounded-lg border border-dashed p-3">
      <h2 id="projected-visits-heading" className="text-base font-semibold">
        Projected visits
      </h2>
      <p className="text-sm text-muted-foreground">Not scheduled yet: they come from each job&apos;s repeat rule. Opening one schedules it.</p>
      <ul className="mt-2 grid gap-1">
        {visits.map((visit) => (
          <li key={visit.key} className="flex items-center justify-between gap-2 rounded border border-dashed border-muted-foreground/60 px-2 py-1 text-sm">
            <span>
              <span className="font-semibold tabular-nums">{visit.time}</span> {visit.title} — {visit.customerName}
              <span className="ml-1 text-xs uppercase text-muted-foreground">(Projected)</span>
            </span>
            {canEdit ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={opening === visit.key}
                aria-label={`Open projected visit: ${visit.time} ${visit.title} — ${visit.customerName}`}
                onClick={() => void open(visit.key, visit.projected)}
              >
                Open
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
