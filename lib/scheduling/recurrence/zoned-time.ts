/**
 * Wall-clock ↔ UTC in an IANA time zone with nothing but Intl (client-safe). Visits are
 * generated as local dates and times first and converted here, so a 9:00 visit stays at
 * 9:00 across DST changes. A wall time that does not exist (spring-forward gap) moves
 * forward by the gap, as RFC 5545 says; an ambiguous one (fall-back) takes the first instant.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export type WallClock = { date: string; time: string };

/** The local calendar date (YYYY-MM-DD) and time (HH:MM) of an instant in a zone. */
export function toWallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The UTC instant of a local date (YYYY-MM-DD) and time (HH:MM) in a zone. */
export function fromWallClock(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  // Try the offsets in force just before and after; the first that maps back to the wall time wins.
  const before = offsetMinutes(new Date(naive - 36 * 3_600_000), timeZone);
  const after = offsetMinutes(new Date(naive + 36 * 3_600_000), timeZone);
  for (const offset of [before, after]) {
    const candidate = new Date(naive - offset * 60_000);
    if (offsetMinutes(candidate, timeZone) === offset) return candidate;
  }
  // In the gap: keep the earlier offset, which lands after the jump (e.g. 02:30 → 03:30 EDT).
  return new Date(naive - before * 60_000);
}

/** Whether a string names a time zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}
