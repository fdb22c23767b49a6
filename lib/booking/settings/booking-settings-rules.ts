/**
 * Settings → Booking's text fields and their checks without zod (client-safe): arrival windows
 * as "08:00-10:00" lines, website origins one per line. The form and the server's schema run the
 * same rules; spec §5's generic messages.
 */
import { GENERIC_MESSAGES } from "@/lib/validation/generic-rules";
import type { ArrivalWindow } from "@/lib/booking/availability/arrival-windows";
import { minutesToTime } from "@/lib/booking/availability/arrival-windows";
import { timeToMinutes, HOURS_STEP_MINUTES } from "@/lib/booking/availability/working-hours-rules";

export const MAX_WEBSITE_ORIGINS = 10;
export const MAX_ARRIVAL_WINDOWS = 12;
export const MAX_TERMS_LENGTH = 5000;

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

/** "08:00-10:00" per line → windows; the first problem as a message otherwise. */
export function parseArrivalWindows(text: string): { windows: ArrivalWindow[] } | { problem: string } {
  const rows = lines(text);
  if (rows.length === 0) return { problem: GENERIC_MESSAGES.required };
  if (rows.length > MAX_ARRIVAL_WINDOWS) return { problem: GENERIC_MESSAGES.custom };
  const windows: ArrivalWindow[] = [];
  for (const row of rows) {
    const match = /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/.exec(row);
    const start = match ? timeToMinutes(match[1]) : null;
    const end = match ? timeToMinutes(match[2]) : null;
    if (start === null || end === null) return { problem: GENERIC_MESSAGES.pattern };
    if (start % HOURS_STEP_MINUTES !== 0 || end % HOURS_STEP_MINUTES !== 0 || end <= start) return { problem: GENERIC_MESSAGES.custom };
    windows.push({ start, end });
  }
  const starts = new Set(windows.map((w) => w.start));
  // Two windows starting together would be offered twice and claimed as one.
  if (starts.size !== windows.length) return { problem: GENERIC_MESSAGES.custom };
  return { windows: windows.sort((a, b) => a.start - b.start) };
}

export function formatArrivalWindows(windows: readonly ArrivalWindow[]): string {
  return windows.map((w) => `${minutesToTime(w.start)}-${minutesToTime(w.end)}`).join("\n");
}

/**
 * A website allowed to frame /book: `https://host[:port]` (a page on the open web is https), or
 * `http://localhost[:port]` / `http://127.0.0.1[:port]` while the business builds its site.
 * Answers the normalised origin, or null.
 */
export function websiteOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) return null;
  if (!/^[^/]*\/\/[^/]+\/?$/.test(value)) return null;
  // A CSP host-source is letters, digits and hyphens in dot-separated labels (an IDN as punycode): the
  // URL parser lets "*", ";", "'" or "," through, which would widen or break /book's frame-ancestors.
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(url.hostname)) return null;
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
  if (url.protocol === "https:" && url.hostname.includes(".")) return url.origin;
  if (url.protocol === "http:" && local) return url.origin;
  if (url.protocol === "https:" && local) return url.origin;
  return null;
}

export function parseWebsiteOrigins(text: string): { origins: string[] } | { problem: string } {
  const rows = lines(text);
  if (rows.length > MAX_WEBSITE_ORIGINS) return { problem: GENERIC_MESSAGES.custom };
  const origins: string[] = [];
  for (const row of rows) {
    const origin = websiteOrigin(row);
    if (!origin) return { problem: GENERIC_MESSAGES.pattern };
    if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins };
}
