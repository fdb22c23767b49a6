import { TIME_SLOTS } from "@/lib/scheduling/calendar/time-slots";

export type ArrivalWindow = { start: number; end: number; label: string };

const clock = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  return `${((hours + 11) % 12) + 1}:${String(minutes % 60).padStart(2, "0")}`;
};
const half = (minutes: number) => (minutes < 720 ? "AM" : "PM");

/** "8:00-10:00 AM", "10:00 AM-12:00 PM": spec §9's way of writing a window, for any window. */
export function windowLabel(start: number, end: number): string {
  return half(start) === half(end % 1440) ? `${clock(start)}-${clock(end)} ${half(end % 1440)}` : `${clock(start)} ${half(start)}-${clock(end)} ${half(end % 1440)}`;
}

/** Spec §9's request time slots as windows (8:00 AM to 6:00 PM, two hours each). */
export const SPEC_WINDOWS: readonly ArrivalWindow[] = TIME_SLOTS.map((label, i) => ({ start: 480 + i * 120, end: 600 + i * 120, label }));

/** The business's own arrival windows when it set them, else §9's. */
export function arrivalWindows(own: ReadonlyArray<{ start: number; end: number }> | null | undefined): readonly ArrivalWindow[] {
  if (!own || own.length === 0) return SPEC_WINDOWS;
  return [...own].sort((a, b) => a.start - b.start).map((w) => ({ ...w, label: windowLabel(w.start, w.end) }));
}

/** "08:00" for 480: the first visit's start time is its window's start. */
export const windowStartTime = (start: number) => `${String(Math.floor(start / 60)).padStart(2, "0")}:${String(start % 60).padStart(2, "0")}`;
