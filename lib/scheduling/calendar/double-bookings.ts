import type { VisitView } from "../visits/visit-views";

/** Visits that hold an employee's time (a skipped or cancelled visit frees it). */
const HOLDS_TIME = new Set(["scheduled", "in_progress", "completed"]);

type Booking = Pick<VisitView, "id" | "employeeId" | "startsAt" | "durationMinutes" | "status">;

/**
 * The visits of the calendar whose employee has another visit overlapping them in time: the
 * calendar flags them. Unassigned visits clash with nobody. Client-safe; O(n log n) per lane.
 */
export function doubleBookedVisitIds(visits: readonly Booking[]): Set<string> {
  const byEmployee = new Map<string, Array<{ id: string; start: number; end: number }>>();
  for (const visit of visits) {
    if (!visit.employeeId || !HOLDS_TIME.has(visit.status)) continue;
    const start = Date.parse(visit.startsAt);
    const lane = byEmployee.get(visit.employeeId) ?? [];
    lane.push({ id: visit.id, start, end: start + visit.durationMinutes * 60_000 });
    byEmployee.set(visit.employeeId, lane);
  }
  const clashing = new Set<string>();
  for (const lane of byEmployee.values()) {
    lane.sort((a, b) => a.start - b.start);
    // The visit reaching furthest so far: any later start before its end overlaps it.
    let furthest: (typeof lane)[number] | null = null;
    for (const visit of lane) {
      if (furthest && visit.start < furthest.end) {
        clashing.add(visit.id);
        clashing.add(furthest.id);
      }
      if (!furthest || visit.end > furthest.end) furthest = visit;
    }
  }
  return clashing;
}
