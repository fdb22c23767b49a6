"use client";

import { useState } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import type { OpenTimes } from "./use-open-times";

export const dateLabel = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/**
 * The first visit's date and arrival window, from the open times (only days with a free crew,
 * only their free windows). Sends `date` and `windowStart` with the form.
 */
export function FirstVisitPicker({ openTimes }: { openTimes: OpenTimes }) {
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  if (openTimes.status === "waiting") return <p className="text-sm text-muted-foreground">Enter your ZIP code above to see open times.</p>;
  if (openTimes.status === "loading")
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" aria-hidden="true" /> Finding open times…
      </p>
    );
  if (openTimes.status === "refused")
    return (
      <p role="alert" data-testid="booking-area-refusal" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        {openTimes.message}
      </p>
    );
  const dates = [...new Set(openTimes.windows.map((w) => w.date))];
  if (dates.length === 0) return <p className="text-sm">No open times in the next two weeks. Please call us to book.</p>;
  const date = chosenDate && dates.includes(chosenDate) ? chosenDate : dates[0];
  const windows = openTimes.windows.filter((w) => w.date === date);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">Served by {openTimes.location}.</p>
      <div className="grid gap-1">
        <Label htmlFor="book-date">Date</Label>
        <NativeSelect id="book-date" name="date" value={date} onChange={(e) => setChosenDate(e.target.value)}>
          {dates.map((d) => (
            <option key={d} value={d}>
              {dateLabel(d)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div role="radiogroup" aria-label="Arrival window" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {windows.map((w, i) => (
          <label key={`${date}-${w.start}`} className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-[var(--brand)] has-[:checked]:bg-muted">
            <input type="radio" name="windowStart" value={w.start} defaultChecked={i === 0} />
            {w.label}
          </label>
        ))}
      </div>
    </div>
  );
}
