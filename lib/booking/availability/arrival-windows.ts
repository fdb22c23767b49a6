/**
 * The arrival windows online booking offers (client-safe): spec §9's request time slots unless
 * the business set its own (booking_settings.arrival_windows), in minutes after local midnight.
 */
export type ArrivalWindow = { start: number; end: number };

/** §9's slots, the same ones as TIME_SLOTS' labels ("8:00-10:00 AM" … "4:00-6:00 PM"). */
export const DEFAULT_ARRIVAL_WINDOWS: readonly ArrivalWindow[] = [
  { start: 480, end: 600 },
  { start: 600, end: 720 },
  { start: 720, end: 840 },
  { start: 840, end: 960 },
  { start: 960, end: 1080 },
];

/** The business's own windows when it has any, else §9's; always in start order. */
export function arrivalWindowsOf(own: readonly ArrivalWindow[] | null | undefined): ArrivalWindow[] {
  const windows = own && own.length > 0 ? own : DEFAULT_ARRIVAL_WINDOWS;
  return [...windows].sort((a, b) => a.start - b.start || a.end - b.end);
}

function clock(minutes: number): { text: string; meridiem: "AM" | "PM" } {
  const hours24 = Math.floor(minutes / 60) % 24;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return { text: `${hours12}:${String(minutes % 60).padStart(2, "0")}`, meridiem: hours24 < 12 ? "AM" : "PM" };
}

/** "8:00-10:00 AM", "10:00 AM-12:00 PM": §9's wording, the meridiem once when both ends share it. */
export function windowLabel(window: ArrivalWindow): string {
  const from = clock(window.start);
  const to = clock(window.end);
  return from.meridiem === to.meridiem ? `${from.text}-${to.text} ${to.meridiem}` : `${from.text} ${from.meridiem}-${to.text} ${to.meridiem}`;
}

/** "08:30" for 510 minutes: the wall-clock form the zoned-time helpers take. */
export function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
