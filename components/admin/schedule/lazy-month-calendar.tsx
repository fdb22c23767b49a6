"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type { MonthCalendar as MonthCalendarType } from "./month-calendar";

/*
 * The month grid is a chunk of its own: the week is the default view, and it does not carry
 * the month's code. The server still renders the grid's HTML; its days are links, so a click
 * before the chunk has arrived still navigates. (The reschedule requests panel stays in the
 * page's first load: its Accept and Decline buttons would do nothing until a late chunk came.)
 */
const MonthCalendarPart = lazy(() => import("./month-calendar").then((module) => ({ default: module.MonthCalendar })));

export function LazyMonthCalendar(props: ComponentProps<typeof MonthCalendarType>) {
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the month…</p>}>
      <MonthCalendarPart {...props} />
    </Suspense>
  );
}
