/**
 * A visit's start as the customer reads it, in the business's time zone with the zone's
 * abbreviation: "Tuesday, November 24 at 9:00 AM EST". Client-safe and free of server-only:
 * the worker's reminder sweep writes it into emails too. ICU's narrow no-break spaces become
 * plain spaces so the plain-text part of an email reads the same everywhere.
 */
export function visitTimeText(startsAt: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric" }).format(startsAt);
  const time = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(startsAt);
  return `${day} at ${time}`.replace(/[\u202f\u00a0]/g, " ");
}
