/** What the calendar says (aria-live) after a visit moved, by drag or by the dialog. Client-safe. */
export function moveAnnouncement(move: {
  title: string;
  dayLabel: string;
  time: string;
  employeeName: string | null;
  doubleBookedWith: ReadonlyArray<{ title: string; customerName: string }>;
}): string {
  const who = move.employeeName ? ` with ${move.employeeName}` : "";
  const moved = `Moved ${move.title} to ${move.dayLabel} at ${move.time}${who}.`;
  if (move.doubleBookedWith.length === 0) return moved;
  const clashes = move.doubleBookedWith.map((other) => `${other.title} (${other.customerName})`).join(", ");
  return `${moved} Double-booked: ${move.employeeName ?? "the employee"} also has ${clashes} at that time.`;
}

/** "Tue, Nov 24" for a local date. */
export const calendarDayLabel = (date: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
