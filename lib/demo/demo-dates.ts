/** Date helpers for the demo data: everything is placed relative to "now" in the demo business's zone. */

/** "YYYY-MM-DD" of `date` shifted by `days`, as seen in `timeZone`. */
export function ymdInZone(date: Date, timeZone: string, days = 0): string {
  const shifted = new Date(date.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(shifted);
}

/** The ISO instant of a local wall-clock time (e.g. 08:00 on a given day) in `timeZone`. */
export function zonedIso(ymd: string, hour: number, minute: number, timeZone: string): string {
  const asUtc = Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10)), hour, minute);
  // The zone's offset at that moment: format the UTC guess in the zone and compare.
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(new Date(asUtc))
      .map((p) => [p.type, p.value]),
  );
  const seenAsUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return new Date(asUtc - (seenAsUtc - asUtc)).toISOString();
}
