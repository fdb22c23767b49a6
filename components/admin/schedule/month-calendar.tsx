"use client";

import Link from "next/link";
import { useRef, useState } from "react";
import { jobStatusDisplay } from "@/lib/status";
import { cn } from "@/lib/utils";
import { useOpenProjectedVisit, type ProjectedRef } from "./use-open-projected-visit";

/**
 * A visit of the month. `projected`: not stored yet — computed from its job's rule past the
 * horizon (lib/scheduling/series/projected-visits.ts), drawn dashed and labelled "Projected"; opening
 * it stores it first (materialiseProjectedVisitAction). With the keyboard on a wide screen the
 * day's link leads to the day view, which lists them with an "Open" button (projected-visit-list.tsx).
 */
export type MonthVisit = { id: string; time: string; title: string; customerName: string; status: string; projected?: ProjectedRef };
export type MonthCell = { date: string; inMonth: boolean; href: string; visits: MonthVisit[] };

/** How many visits a day cell lists before "+N more". */
const SHOWN = 3;
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

const longDay = (date: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
const dayNumber = (date: string) => Number(date.slice(8, 10));
const plural = (n: number) => (n === 1 ? "1 visit" : `${n} visits`);

function statusSummary(visits: MonthVisit[]): string {
  const counts = new Map<string, number>();
  for (const v of visits) counts.set(v.status, (counts.get(v.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} ${jobStatusDisplay(status).label.toLowerCase()}`).join(", ");
}

/**
 * A month of visits in the business's zone. Wide screens get a grid of weeks: each day is one
 * link to its day view (arrow keys move between days, Home/End to the week's ends, Tab leaves
 * the grid), with its count and its first visits in their status colours. Narrow screens
 * (375 px) get a list of the days that have visits.
 */
export function MonthCalendar({ label, cells, today, canEdit = false }: { label: string; cells: MonthCell[]; today: string; canEdit?: boolean }) {
  const { opening, open: openProjected } = useOpenProjectedVisit();
  const open = (visit: MonthVisit) => (visit.projected ? openProjected(visit.id, visit.projected) : Promise.resolve());
  const initial = cells.find((c) => c.date === today)?.date ?? cells.find((c) => c.inMonth)!.date;
  const [chosen, setFocused] = useState(initial);
  // After moving to another month the remembered day may be gone: the grid keeps one tab stop.
  const focused = cells.some((c) => c.date === chosen) ? chosen : initial;
  const grid = useRef<HTMLTableElement>(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const withVisits = cells.filter((c) => c.inMonth && c.visits.length > 0);

  const move = (event: React.KeyboardEvent) => {
    const index = cells.findIndex((c) => c.date === focused);
    const column = index % 7;
    const target =
      { ArrowLeft: index - 1, ArrowRight: index + 1, ArrowUp: index - 7, ArrowDown: index + 7, Home: index - column, End: index - column + 6 }[event.key] ??
      null;
    if (target === null) return;
    event.preventDefault();
    const cell = cells[Math.max(0, Math.min(cells.length - 1, target))];
    setFocused(cell.date);
    grid.current?.querySelector<HTMLAnchorElement>(`a[data-date="${cell.date}"]`)?.focus();
  };

  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border sm:block">
        <table ref={grid} aria-label={`Visits in ${label}`} className="w-full table-fixed border-collapse text-sm" onKeyDown={move}>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th key={day} scope="col" className="border-b px-2 py-2 text-left font-medium text-muted-foreground">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0].date}>
                {week.map((cell) => {
                  const summary = cell.visits.length === 0 ? "no visits" : `${plural(cell.visits.length)}: ${statusSummary(cell.visits)}`;
                  return (
                    <td
                      key={cell.date}
                      className={cn("h-28 border-b border-l p-1 align-top first:border-l-0", cell.date === today ? "bg-primary/10" : !cell.inMonth && "bg-muted/40", !cell.inMonth && "text-muted-foreground")}
                    >
                      <Link
                        href={cell.href}
                        data-date={cell.date}
                        tabIndex={cell.date === focused ? 0 : -1}
                        onFocus={() => setFocused(cell.date)}
                        aria-label={`${longDay(cell.date)}, ${summary}`}
                        aria-current={cell.date === today ? "date" : undefined}
                        className="flex items-baseline justify-between rounded px-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <span className={cn("tabular-nums", cell.date === today && "font-bold")}>{dayNumber(cell.date)}</span>
                        {cell.visits.length > 0 ? <span className="text-xs text-muted-foreground">{plural(cell.visits.length)}</span> : null}
                      </Link>
                      {cell.visits.length > 0 ? (
                        <ul className="mt-1 grid gap-0.5" aria-hidden="true">
                          {cell.visits.slice(0, SHOWN).map((visit) =>
                            visit.projected ? (
                              // Pointer only here (the list is hidden from assistive tech; the day link speaks for the cell
                              // and leads to the day view, whose projected list has a button for each).
                              <li key={visit.id} className="truncate rounded border border-dashed border-muted-foreground/60 px-1 text-[11px] text-muted-foreground">
                                {canEdit ? (
                                  <button type="button" tabIndex={-1} className="w-full truncate text-left" disabled={opening === visit.id} onClick={() => void open(visit)}>
                                    <span className="tabular-nums">{visit.time}</span> {visit.title} · Projected
                                  </button>
                                ) : (
                                  <>
                                    <span className="tabular-nums">{visit.time}</span> {visit.title} · Projected
                                  </>
                                )}
                              </li>
                            ) : (
                              <li key={visit.id} className={cn("truncate rounded px-1 text-[11px]", jobStatusDisplay(visit.status).className, visit.status === "skipped" && "line-through")}>
                                <span className="tabular-nums">{visit.time}</span> {visit.title}
                              </li>
                            ),
                          )}
                          {cell.visits.length > SHOWN ? <li className="px-1 text-[11px] text-muted-foreground">+{cell.visits.length - SHOWN} more</li> : null}
                        </ul>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="sm:hidden">
        {withVisits.length === 0 ? null : (
          <ol aria-label={`Days with visits in ${label}`} className="grid gap-3">
            {withVisits.map((cell) => (
              <li key={cell.date} className="rounded-lg border p-3">
                <Link href={cell.href} className="flex items-baseline justify-between font-medium focus-visible:outline-2 focus-visible:outline-ring">
                  <span>{longDay(cell.date)}</span>
                  <span className="text-xs text-muted-foreground">{plural(cell.visits.length)}</span>
                </Link>
                <ul className="mt-2 grid gap-1">
                  {cell.visits.map((visit) =>
                    visit.projected ? (
                      <li key={visit.id} className="flex items-center justify-between gap-2 rounded border border-dashed border-muted-foreground/60 px-2 py-1 text-xs text-muted-foreground">
                        <span>
                          <span className="font-semibold tabular-nums">{visit.time}</span> {visit.title} — {visit.customerName}
                          <span className="ml-1 uppercase">(Projected)</span>
                        </span>
                        {canEdit ? (
                          <button
                            type="button"
                            className="underline"
                            disabled={opening === visit.id}
                            aria-label={`Open projected visit: ${longDay(cell.date)}, ${visit.time} ${visit.title} — ${visit.customerName}`}
                            onClick={() => void open(visit)}
                          >
                            Open
                          </button>
                        ) : null}
                      </li>
                    ) : (
                      <li key={visit.id} className={cn("rounded px-2 py-1 text-xs", jobStatusDisplay(visit.status).className)}>
                        <span className="font-semibold tabular-nums">{visit.time}</span> {visit.title} — {visit.customerName}
                        <span className="ml-1 uppercase">({jobStatusDisplay(visit.status).label})</span>
                      </li>
                    ),
                  )}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
