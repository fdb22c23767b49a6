import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import type * as schema from "../schema";
import type { StorageDriver } from "../../lib/files/storage/types";

type SeedDatabase = PostgresJsDatabase<typeof schema>;
/** The one transaction the whole seed runs in. */
export type SeedTx = Parameters<Parameters<SeedDatabase["transaction"]>[0]>[0];

export type SeedContext = {
  tx: SeedTx;
  /** The moment of seeding: every relative date ("in 3 days", "last week") counts from it. */
  now: Date;
  storage: StorageDriver;
  /** The apex URL (APP_URL), from which portal links are built. */
  appUrl: string;
  /** argon2id hash of the demo password, made once per account. */
  hashDemoPassword: () => Promise<string>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The wall-clock parts of an instant in a time zone. */
function zonedParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** YYYY-MM-DD of `now + days` on the business's calendar. */
export function dateOnly(now: Date, days: number, timeZone: string): string {
  const p = zonedParts(new Date(now.getTime() + days * DAY_MS), timeZone);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/**
 * The instant that is `hour:minute` local time in `timeZone`, `days` calendar days from now —
 * so a demo visit is "9:00 AM in 3 days" for the business, whatever the server's zone.
 */
export function localTime(now: Date, days: number, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = dateOnly(now, days, timeZone).split("-").map(Number);
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const seen = zonedParts(new Date(guess), timeZone);
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - guess;
  return new Date(guess - offset);
}

export function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** The tenant portal's origin for a subdomain, e.g. http://greenleaf.localhost:3000. */
export function portalOrigin(appUrl: string, subdomain: string): string {
  const apex = new URL(appUrl);
  return `${apex.protocol}//${subdomain}.${apex.host}`;
}
