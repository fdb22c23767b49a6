/**
 * Which arrival windows can be offered, from working hours and busy visits (pure, no I/O): the
 * one rule listFreeSlots and claimSlot share, so a window shown on /book is exactly one a claim
 * accepts. Working hours are wall-clock minutes of the zone; visits are real instants, so a
 * window is turned into its UTC instant with the zoned-time helpers before comparing (a DST
 * day has 23 or 25 hours and a "9:00" is not 9 × 60 minutes after midnight's instant).
 */
import { addDays, daysBetween, isoWeekday } from "@/lib/scheduling/recurrence/local-date";
import { fromWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { minutesToTime, windowLabel, type ArrivalWindow } from "./arrival-windows";

/** A member's hours by ISO weekday (1 = Monday … 7 = Sunday); absent weekday: not working. */
export type MemberHours = { memberId: string; hours: ReadonlyArray<{ weekday: number; startMinute: number; endMinute: number }> };

/** A visit that holds its assignee (null: nobody yet, it still needs one free member). */
export type BusyVisit = { memberId: string | null; startsAt: Date; durationMinutes: number };

export type OfferedWindow = { date: string; start: number; end: number; label: string };

export type AvailabilityInput = {
  timeZone: string;
  windows: readonly ArrivalWindow[];
  /** In the order a claim picks them (stable: first joined first). */
  members: readonly MemberHours[];
  visits: readonly BusyVisit[];
  durationMinutes: number;
  /** Windows starting at or before this instant are gone. */
  now: Date;
};

const MINUTE_MS = 60_000;

/** The local dates from..to, both included. */
export function localDateRange(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i));
}

/**
 * The members who could take a visit arriving at `start` on `date`: working that weekday from
 * the start for the whole duration and with no visit overlapping it. Unassigned visits at that
 * time each need one of them, so as many free members are held back (the last ones in order).
 */
export function freeMembersAt(input: AvailabilityInput, date: string, start: number): string[] {
  const weekday = isoWeekday(date) + 1;
  const end = start + input.durationMinutes;
  const from = fromWallClock(date, minutesToTime(start), input.timeZone).getTime();
  const until = from + input.durationMinutes * MINUTE_MS;
  if (from <= input.now.getTime()) return [];
  const overlaps = (visit: BusyVisit) => {
    const visitFrom = visit.startsAt.getTime();
    return visitFrom < until && visitFrom + visit.durationMinutes * MINUTE_MS > from;
  };
  const busy = new Set<string>();
  let unassigned = 0;
  for (const visit of input.visits) {
    if (!overlaps(visit)) continue;
    if (visit.memberId === null) unassigned += 1;
    else busy.add(visit.memberId);
  }
  const free = input.members
    .filter((member) => !busy.has(member.memberId))
    .filter((member) => member.hours.some((h) => h.weekday === weekday && h.startMinute <= start && end <= h.endMinute))
    .map((member) => member.memberId);
  return free.slice(0, Math.max(0, free.length - unassigned));
}

/** Every window of every date in from..to that at least one member is free for, in time order. */
export function offeredWindows(input: AvailabilityInput, from: string, to: string): OfferedWindow[] {
  const offered: OfferedWindow[] = [];
  for (const date of localDateRange(from, to)) {
    for (const window of input.windows) {
      if (freeMembersAt(input, date, window.start).length > 0) offered.push({ date, start: window.start, end: window.end, label: windowLabel(window) });
    }
  }
  return offered;
}
