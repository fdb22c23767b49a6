import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";
import { jobs, jobSeries, jobSeriesAssignees } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { generateSeriesVisits, horizonEnd } from "./generate-series-visits";
import type { ShiftSeriesInput } from "../jobs/job-schema";
import type { ScheduleActor } from "./pause-series";
import { addDays } from "../recurrence/local-date";
import { parseRrule, toRrule, WEEKDAYS, type Recurrence } from "../recurrence/recurrence";
import { occurrencesBetween } from "../recurrence/occurrences";
import { seasonOf } from "../recurrence/season";
import { fromWallClock, toWallClock } from "../recurrence/zoned-time";
import { replaceJobAssignees } from "../jobs/replace-job-assignees";
import { settleOutdatedRescheduleRequests } from "../reschedule-requests/settle-outdated-reschedule-requests";
import { tellCustomerVisitChanged, type VisitChange } from "../visits/tell-customer-visit-changed";

export type ShiftMove = { visitId: string; status: string; from: { date: string; time: string }; to: { date: string; time: string } };
export type ShiftPlan = { jobId: string; jobTitle: string; days: number; recurring: boolean; moves: ShiftMove[] };

/** How far ahead the shifted rule is checked against the old one, occurrence by occurrence. */
const CHECK_DAYS = 800;

/**
 * The same rule N days later: weekdays and the day of the month move with the dates, the
 * end date too, and a count becomes what was left of it from `occurrence` on.
 */
function shiftedRule(rule: Recurrence, days: number, remaining: number | null): Recurrence {
  const weekday = (d: (typeof WEEKDAYS)[number]) => WEEKDAYS[(((WEEKDAYS.indexOf(d) + days) % 7) + 7) % 7];
  return {
    ...rule,
    byWeekday: rule.byWeekday.map(weekday),
    byMonthDay: rule.byMonthDay !== null && rule.byMonthDay > 0 ? null : rule.byMonthDay,
    until: rule.until ? addDays(rule.until, days) : null,
    count: remaining,
  };
}

type Loaded = Awaited<ReturnType<typeof loadPlan>>;

/**
 * Loads what a shift of `days` from a visit would do, refusing what cannot be done: the visit
 * must be scheduled, and a recurring job's rule must describe exactly the old dates moved by
 * N days (a "2nd Tuesday" moved by a day is no longer a rule; those visits move one by one).
 */
async function loadPlan(tx: DbOrTx, actor: ScheduleActor, input: ShiftSeriesInput, lock: boolean) {
  const query = tx.select().from(jobs).where(and(eq(jobs.businessId, actor.businessId), eq(jobs.id, input.visitId)));
  const [visit] = lock ? await query.for("update") : await query;
  if (!visit) throw new DomainError("not_found", "Visit not found");
  if (visit.status !== "scheduled") throw new DomainError("conflict", "Only a scheduled visit can be shifted");
  if (!visit.seriesId) throw new DomainError("conflict", "This visit belongs to no job; reschedule it instead");
  const seriesQuery = tx.select().from(jobSeries).where(and(eq(jobSeries.businessId, actor.businessId), eq(jobSeries.id, visit.seriesId)));
  const [series] = lock ? await seriesQuery.for("update") : await seriesQuery;
  if (!series) throw new DomainError("not_found", "Job not found");
  if (series.status !== "active") throw new DomainError("conflict", "This job has ended, so its visits cannot be shifted");
  const tz = series.timeZone;
  const occurrence = visit.occurrenceDate ?? toWallClock(visit.scheduledDate, tz).date;

  // This visit and every later one of the job that has not happened (skipped ones keep their skip).
  const following = series.rrule
    ? await tx
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.businessId, actor.businessId),
            eq(jobs.seriesId, series.id),
            inArray(jobs.status, ["scheduled", "skipped"]),
            gte(jobs.occurrenceDate, occurrence),
          ),
        )
        .orderBy(asc(jobs.scheduledDate), asc(jobs.id))
    : [visit];
  const moves: ShiftMove[] = following.map((v) => {
    const from = toWallClock(v.scheduledDate, tz);
    return { visitId: v.id, status: v.status, from, to: { date: addDays(from.date, input.days), time: from.time } };
  });

  let rule: Recurrence | null = null;
  let newRule: Recurrence | null = null;
  if (series.rrule) {
    rule = parseRrule(series.rrule);
    const before = occurrencesBetween(rule, series.startDate, series.startDate, addDays(occurrence, -1), seasonOf(series)).length;
    newRule = shiftedRule(rule, input.days, rule.count !== null ? rule.count - before : null);
    const newStart = addDays(occurrence, input.days);
    const expected = occurrencesBetween(rule, series.startDate, occurrence, addDays(occurrence, CHECK_DAYS), seasonOf(series)).map((d) => addDays(d, input.days));
    const actual = occurrencesBetween(newRule, newStart, newStart, addDays(newStart, CHECK_DAYS), seasonOf(series));
    if (expected.length !== actual.length || expected.some((d, i) => d !== actual[i])) {
      throw new DomainError("conflict", `This job's pattern cannot move by ${Math.abs(input.days)} ${Math.abs(input.days) === 1 ? "day" : "days"} as a whole; reschedule its visits one by one`);
    }
  }
  const occurrenceOf = new Map(following.map((v) => [v.id, v.occurrenceDate ?? toWallClock(v.scheduledDate, tz).date]));
  return { visit, series, occurrence, moves, rule, newRule, occurrenceOf };
}

function toPlan(loaded: Loaded, days: number): ShiftPlan {
  return { jobId: loaded.series.id, jobTitle: loaded.series.title, days, recurring: loaded.series.rrule !== null, moves: loaded.moves };
}

/** What a shift would move (date and time from → to), for the confirmation step. Changes nothing. */
export async function previewSeriesShift(actor: ScheduleActor, input: ShiftSeriesInput): Promise<ShiftPlan> {
  return toPlan(await loadPlan(db, actor, input, false), input.days);
}

/**
 * A weather day: moves a visit and every later visit of its job by N days, keeping each
 * one's local wall-clock time (so a shift across a DST change keeps 9:00 at 9:00). A
 * recurring job is split at the visit as "this and following" does: the old job ends the
 * day before and a new one carries the shifted rule, with the moved visits (same ids, still
 * skipped or individually edited where they were). One transaction, with an audit entry.
 */
export async function shiftSeries(actor: ScheduleActor, input: ShiftSeriesInput, now: Date = new Date()): Promise<ShiftPlan> {
  let notice: { customerId: string; change: VisitChange } | null = null;
  const plan = await db.transaction(async (tx) => {
    const loaded = await loadPlan(tx, actor, input, true);
    const { series, occurrence, rule, newRule } = loaded;
    // The customer hears of the scheduled visits that move (after the commit, below).
    const moving = loaded.moves.filter((m) => m.status === "scheduled");
    if (moving.length > 0) {
      const from = fromWallClock(moving[0].from.date, moving[0].from.time, series.timeZone);
      notice = { customerId: series.customerId, change: { kind: "shifted", from, days: input.days, visits: moving.length } };
    }
    const scope = and(eq(jobSeries.businessId, actor.businessId), eq(jobSeries.id, series.id));
    const newStart = addDays(occurrence, input.days);
    let targetId = series.id;

    if (!rule || !newRule) {
      await tx.update(jobSeries).set({ startDate: newStart, generatedUntil: newStart, updatedAt: now }).where(scope);
    } else if (occurrence <= series.startDate) {
      // The first occurrence: the whole job moves, it keeps its id.
      await tx.update(jobSeries).set({ startDate: newStart, rrule: toRrule(newRule), updatedAt: now }).where(scope);
    } else {
      await tx
        .update(jobSeries)
        .set({ rrule: toRrule({ ...rule, count: null, until: addDays(occurrence, -1) }), updatedAt: now })
        .where(scope);
      const [next] = await tx
        .insert(jobSeries)
        .values({
          businessId: actor.businessId,
          customerId: series.customerId,
          propertyId: series.propertyId,
          serviceId: series.serviceId,
          title: series.title,
          instructions: series.instructions,
          startDate: newStart,
          startTime: series.startTime,
          durationMinutes: series.durationMinutes,
          timeZone: series.timeZone,
          rrule: toRrule(newRule),
          priceCents: series.priceCents,
          pausedUntil: series.pausedUntil,
          pausedFrom: series.pausedFrom,
          // The new part of the job is invoiced the way the old one was.
          invoicingRule: series.invoicingRule,
          invoicingDay: series.invoicingDay,
        })
        .returning({ id: jobSeries.id });
      const assignees = await tx
        .select({ memberId: jobSeriesAssignees.memberId })
        .from(jobSeriesAssignees)
        .where(and(eq(jobSeriesAssignees.businessId, actor.businessId), eq(jobSeriesAssignees.seriesId, series.id)))
        .orderBy(asc(jobSeriesAssignees.position));
      await replaceJobAssignees(tx, actor.businessId, next.id, assignees.map((a) => a.memberId));
      targetId = next.id;
    }

    // Two steps, so a visit never lands on an occurrence another moving visit still holds.
    const ids = loaded.moves.map((m) => m.visitId);
    await tx.update(jobs).set({ occurrenceDate: null }).where(and(eq(jobs.businessId, actor.businessId), inArray(jobs.id, ids)));
    if (targetId === series.id && rule) {
      const shifted = [...loaded.occurrenceOf.values()].map((d) => addDays(d, input.days));
      const [taken] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.businessId, actor.businessId), eq(jobs.seriesId, series.id), inArray(jobs.occurrenceDate, shifted)))
        .limit(1);
      if (taken) throw new DomainError("conflict", "A visit that already happened is on one of the new dates; reschedule the visits one by one");
    }
    for (const move of loaded.moves) {
      await tx
        .update(jobs)
        .set({
          seriesId: targetId,
          occurrenceDate: addDays(loaded.occurrenceOf.get(move.visitId)!, input.days),
          scheduledDate: fromWallClock(move.to.date, move.to.time, series.timeZone),
          updatedAt: now,
        })
        .where(and(eq(jobs.businessId, actor.businessId), eq(jobs.id, move.visitId)));
    }
    if (rule) {
      const [target] = await tx.select().from(jobSeries).where(and(eq(jobSeries.businessId, actor.businessId), eq(jobSeries.id, targetId)));
      const today = toWallClock(now, series.timeZone).date;
      await generateSeriesVisits(tx, { ...target, generatedUntil: null }, newStart > today ? newStart : today, horizonEnd(now, series.timeZone, newStart));
    }
    await writeAuditEntry(tx, {
      businessId: actor.businessId,
      actor: { type: "staff", id: actor.userId },
      action: "job.shifted",
      target: { type: "job", id: series.id },
      meta: { visitId: loaded.visit.id, days: input.days, movedVisits: loaded.moves.length, from: occurrence, to: newStart, newJobId: targetId === series.id ? null : targetId },
    });
    await settleOutdatedRescheduleRequests(tx, actor.businessId, { type: "staff", id: actor.userId }, now);
    return { ...toPlan(loaded, input.days), jobId: targetId };
  });
  const told = notice as { customerId: string; change: VisitChange } | null;
  if (told) await tellCustomerVisitChanged(actor, told.customerId, told.change, now);
  return plan;
}
