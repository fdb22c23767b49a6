import "server-only";
import { and, asc, eq, gte, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";
import { bookingSettings, businesses, businessMembers, jobs, locations, memberLocations, memberWorkingHours } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { GENERIC_MESSAGES } from "@/lib/validation/generic-rules";
import { addDays, daysBetween, isLocalDate } from "@/lib/scheduling/recurrence/local-date";
import { fromWallClock } from "@/lib/scheduling/recurrence/zoned-time";
import { arrivalWindowsOf } from "./arrival-windows";
import { offeredWindows, type AvailabilityInput, type MemberHours, type OfferedWindow } from "./free-slots-core";

export type FreeSlotsQuery = {
  businessId: string;
  /** The visit's location: only members limited to it or to no location; its time zone if set. */
  locationId?: string | null;
  durationMinutes: number;
  /** Local dates (YYYY-MM-DD) in the zone, both included. */
  from: string;
  to: string;
  /** Defaults to the present; windows already started are never offered. */
  now?: Date;
};

/** The longest range one call reads: the booking page asks for about two weeks at a time. */
const MAX_DAYS = 62;
/** A visit saved without a duration holds its assignee this long (the calendar's default too). */
const DEFAULT_VISIT_MINUTES = 60;
const NOT_FOUND = "The requested resource was not found.";

function checkQuery(query: FreeSlotsQuery): void {
  if (!Number.isInteger(query.durationMinutes) || query.durationMinutes < 1 || query.durationMinutes > 1440) throw new DomainError("invalid", GENERIC_MESSAGES.custom, { field: "durationMinutes" });
  if (!isLocalDate(query.from) || !isLocalDate(query.to) || daysBetween(query.from, query.to) < 0 || daysBetween(query.from, query.to) >= MAX_DAYS) throw new DomainError("invalid", GENERIC_MESSAGES.custom, { field: "date" });
}

/** The zone and windows: the location's zone (else the business's) and the business's windows. */
async function loadFrame(executor: DbOrTx, query: FreeSlotsQuery) {
  const [row] = await executor
    .select({ businessZone: businesses.timezone, locationId: locations.id, locationZone: locations.timezone, windows: bookingSettings.arrivalWindows })
    .from(businesses)
    .leftJoin(bookingSettings, eq(bookingSettings.businessId, businesses.id))
    .leftJoin(locations, and(eq(locations.businessId, businesses.id), eq(locations.id, query.locationId ?? sql`NULL::uuid`), isNull(locations.archivedAt)))
    .where(eq(businesses.id, query.businessId));
  if (!row || (query.locationId && !row.locationId)) throw new DomainError("not_found", NOT_FOUND);
  return { timeZone: row.locationZone ?? row.businessZone ?? "America/New_York", windows: arrivalWindowsOf(row.windows) };
}

/** Active members eligible for the location with their hours, first joined first (one statement). */
async function loadMembers(executor: DbOrTx, query: FreeSlotsQuery): Promise<MemberHours[]> {
  const limitedElsewhere = query.locationId
    ? sql`exists (select 1 from ${memberLocations} ml where ml.business_id = ${businessMembers.businessId} and ml.member_id = ${businessMembers.id})
          and not exists (select 1 from ${memberLocations} ml where ml.business_id = ${businessMembers.businessId} and ml.member_id = ${businessMembers.id} and ml.location_id = ${query.locationId}::uuid)`
    : sql`false`;
  const rows = await executor
    .select({ memberId: businessMembers.id, weekday: memberWorkingHours.weekday, startMinute: memberWorkingHours.startMinute, endMinute: memberWorkingHours.endMinute })
    .from(businessMembers)
    .innerJoin(memberWorkingHours, and(eq(memberWorkingHours.businessId, businessMembers.businessId), eq(memberWorkingHours.memberId, businessMembers.id)))
    .where(and(eq(businessMembers.businessId, query.businessId), eq(businessMembers.active, true), sql`not (${limitedElsewhere})`))
    .orderBy(asc(businessMembers.createdAt), asc(businessMembers.id), asc(memberWorkingHours.weekday));
  const byMember = new Map<string, MemberHours & { hours: MemberHours["hours"][number][] }>();
  for (const row of rows) {
    const member = byMember.get(row.memberId) ?? { memberId: row.memberId, hours: [] };
    member.hours.push({ weekday: row.weekday, startMinute: row.startMinute, endMinute: row.endMinute });
    byMember.set(row.memberId, member);
  }
  return [...byMember.values()];
}

/**
 * Visits that hold these members (or wait for one) in the range, one statement. A visit that
 * started the evening before may run into the first day, so the range opens a day early.
 */
async function loadVisits(executor: DbOrTx, query: FreeSlotsQuery, timeZone: string, memberIds: string[]) {
  if (memberIds.length === 0) return [];
  const opens = new Date(fromWallClock(query.from, "00:00", timeZone).getTime() - 1440 * 60_000);
  const closes = fromWallClock(addDays(query.to, 1), "00:00", timeZone);
  const unassigned = query.locationId ? and(isNull(jobs.assigneeMemberId), eq(jobs.locationId, query.locationId)) : isNull(jobs.assigneeMemberId);
  const rows = await executor
    .select({ memberId: jobs.assigneeMemberId, startsAt: jobs.scheduledDate, durationMinutes: jobs.durationMinutes })
    .from(jobs)
    .where(
      and(
        eq(jobs.businessId, query.businessId),
        gte(jobs.scheduledDate, opens),
        lt(jobs.scheduledDate, closes),
        notInArray(jobs.status, ["cancelled", "skipped"]),
        or(inArray(jobs.assigneeMemberId, memberIds), unassigned),
      ),
    );
  return rows.map((row) => ({ memberId: row.memberId, startsAt: row.startsAt, durationMinutes: row.durationMinutes ?? DEFAULT_VISIT_MINUTES }));
}

/**
 * Everything the availability rule needs for a business, location, duration and date range,
 * in three bounded statements (frame, members with hours, visits) whatever the range's length.
 * `executor` is a transaction when a claim re-checks under its lock.
 */
export async function loadAvailability(query: FreeSlotsQuery, executor: DbOrTx = db): Promise<AvailabilityInput> {
  checkQuery(query);
  const { timeZone, windows } = await loadFrame(executor, query);
  const members = await loadMembers(executor, query);
  const visits = await loadVisits(executor, query, timeZone, members.map((m) => m.memberId));
  return { timeZone, windows, members, visits, durationMinutes: query.durationMinutes, now: query.now ?? new Date() };
}

/**
 * The arrival windows online booking offers per local date (issue 39 item 2): a window is offered
 * when at least one eligible active member works that weekday from its start for the whole
 * visit and has no visit overlapping [start, start + duration).
 */
export async function listFreeSlots(query: FreeSlotsQuery, executor: DbOrTx = db): Promise<{ timeZone: string; windows: OfferedWindow[] }> {
  const input = await loadAvailability(query, executor);
  return { timeZone: input.timeZone, windows: offeredWindows(input, query.from, query.to) };
}
