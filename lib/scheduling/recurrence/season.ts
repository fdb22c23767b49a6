/**
 * A job's season: the months it is active, e.g. April–October for mowing or December–March
 * (start after end: the season wraps the year) for snow service. Client-safe.
 * Visits happen only inside it; its end is not a cancellation — the series stays active and
 * its visits come back next season by themselves (docs/decisions/recurrence-library.md).
 */
export type Season = { startMonth: number; endMonth: number };

/** The months a season covers, in RFC 5545 BYMONTH form (1–12), in calendar order. */
export function seasonMonths(season: Season): number[] {
  const months: number[] = [];
  for (let month = season.startMonth; ; month = (month % 12) + 1) {
    months.push(month);
    if (month === season.endMonth) break;
  }
  return months.sort((a, b) => a - b);
}

/** A series row's season, or null when it runs all year. */
export function seasonOf(series: { seasonStartMonth?: number | null; seasonEndMonth?: number | null }): Season | null {
  return series.seasonStartMonth != null && series.seasonEndMonth != null ? { startMonth: series.seasonStartMonth, endMonth: series.seasonEndMonth } : null;
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1];
}

/** "April–October", or "All year" for none. */
export function describeSeason(season: Season | null): string {
  if (!season) return "All year";
  if (season.startMonth === season.endMonth) return `${monthName(season.startMonth)} only`;
  return `${monthName(season.startMonth)}–${monthName(season.endMonth)}`;
}

/** Whether a month (1–12) is inside a season; every month is when there is none. */
export function isInSeason(season: Season | null, month: number): boolean {
  return season === null || seasonMonths(season).includes(month);
}
