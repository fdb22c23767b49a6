import "server-only";
import { and, eq } from "drizzle-orm";
import { db, type Tx } from "@/db/client";
import { businesses, jobs, jobSeries, jobSeriesAssignees } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { checkJobReferences } from "../jobs/check-job-references";
import type { EditVisitInput } from "../jobs/job-schema";
import { loadJobSeries, loadVisitForUpdate } from "../jobs/load-job-series";
import { addDays, daysBetween } from "../recurrence/local-date";
import { parseRrule, toRrule } from "../recurrence/recurrence";
import { occurrencesBetween } from "../recurrence/occurrences";
import { seasonOf } from "../recurrence/season";
import { fromWallClock } from "../recurrence/zoned-time";
import { regenerateSeriesVisits } from "../series/regenerate-series-visits";
import { replaceJobAssignees } from "../jobs/replace-job-assignees";
import { settleOutdatedRescheduleRequests } from "../reschedule-requests/settle-outdated-reschedule-requests";
import { tellCustomerVisitChanged, type VisitChange } from "./tell-customer-visit-changed";
import { ruleForNewStart } from "../series/rule-for-new-start";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";

/** Who moves the visit: the business, and the staff user when there is one (API keys have none). */
export type VisitEditor = BusinessScope & { userId?: string | null };

export type VisitMove = { visitId: string | null; jobId: string | null; notice: { customerId: string; change: VisitChange } | null };

/**
 * Reschedules a visit with a scope, as calendar users expect:
 * - "this": only this visit moves (it is detached, so later series edits leave it alone);
 * - "following": the series is split — the old one ends the day before this occurrence and a
 *   new one starts at the new date and time with the same rhythm;
 * - "all": the whole series moves by the same number of days and takes the new time.
 * A one-off job's only visit always uses "this". Only scheduled visits can be moved. The
 * customer is told when an upcoming visit moved. Answers the moved visit for every scope (for
 * "following" and "all" the series' visit on the new date, null only if the rule has none there)
 * and the job it now belongs to. A pending reschedule request the move answers is closed in the
 * same transaction (settleOutdatedRescheduleRequests).
 */
export async function editVisit(scope: VisitEditor, input: EditVisitInput, now: Date = new Date()): Promise<{ visitId: string | null; jobId: string | null }> {
  const { notice, ...result } = await db.transaction(async (tx) => {
    const move = await moveVisit(tx, scope, input, now);
    await settleOutdatedRescheduleRequests(tx, scope.businessId, { type: "staff", id: scope.userId ?? null }, now);
    // On the customer's activity timeline (issue 37): who moved which visit from when to when.
    if (move.notice?.change.kind === "moved") {
      await writeAuditEntry(tx, {
        businessId: scope.businessId,
        actor: scope.userId ? { type: "staff", id: scope.userId } : { type: "system", id: null },
        action: "visit.rescheduled",
        target: { type: "customer", id: move.notice.customerId },
        meta: { visitId: input.visitId, scope: input.scope, from: move.notice.change.from.toISOString(), to: move.notice.change.to.toISOString() },
      });
    }
    return move;
  });
  // After the commit: the customer hears of an upcoming visit that moved.
  if (notice) await tellCustomerVisitChanged(scope, notice.customerId, notice.change, now);
  return result;
}

/**
 * editVisit's work inside the caller's transaction, for a caller that must move the visit and
 * record why in one commit (accepting a customer's reschedule request). The caller tells the
 * customer with the answered notice after its commit.
 */
export async function moveVisit(tx: Tx, scope: BusinessScope, input: EditVisitInput, now: Date): Promise<VisitMove> {
  let notice: VisitMove["notice"] = null;
  const visit = await loadVisitForUpdate(tx, scope, input.visitId);
  if (visit.status !== "scheduled") throw new DomainError("conflict", "Only a scheduled visit can be rescheduled");
  const employeeIds = input.employeeId ? [input.employeeId] : [];
  if (employeeIds.length > 0) await checkJobReferences(tx, scope, { customerId: visit.customerId, propertyId: null, serviceId: null, employeeIds });
  const series = visit.seriesId ? await loadJobSeries(tx, scope, visit.seriesId) : null;
  const timeZone = series?.timeZone ?? (await businessZone(tx, scope));
  const to = fromWallClock(input.date, input.time, timeZone);
  if (to.getTime() !== visit.scheduledDate.getTime()) {
    const andFollowing = Boolean(series?.rrule) && input.scope !== "this" && Boolean(visit.occurrenceDate);
    notice = { customerId: visit.customerId, change: { kind: "moved", from: visit.scheduledDate, to, andFollowing } };
  }

  if (!series || !series.rrule || input.scope === "this" || !visit.occurrenceDate) {
    await tx
      .update(jobs)
      .set({
        scheduledDate: fromWallClock(input.date, input.time, timeZone),
        durationMinutes: input.durationMinutes,
        assigneeMemberId: input.employeeId ?? visit.assigneeMemberId,
        detached: Boolean(series?.rrule),
        updatedAt: now,
      })
      .where(and(eq(jobs.businessId, scope.businessId), eq(jobs.id, visit.id)));
    // A one-off job's visit is the job: keep the job's own date and time in step.
    if (series && !series.rrule) {
      await tx
        .update(jobSeries)
        .set({ startDate: input.date, startTime: input.time, durationMinutes: input.durationMinutes, generatedUntil: input.date, updatedAt: now })
        .where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.id, series.id)));
      if (input.employeeId) await replaceJobAssignees(tx, scope.businessId, series.id, employeeIds);
      await tx.update(jobs).set({ occurrenceDate: input.date }).where(and(eq(jobs.businessId, scope.businessId), eq(jobs.id, visit.id)));
    }
    return { visitId: visit.id, jobId: series?.id ?? null, notice };
  }

  const rule = parseRrule(series.rrule);
  const shift = daysBetween(visit.occurrenceDate, input.date);
  if (input.scope === "all") {
    const startDate = addDays(series.startDate, shift);
    await tx
      .update(jobSeries)
      .set({
        startDate,
        startTime: input.time,
        durationMinutes: input.durationMinutes,
        rrule: toRrule(ruleForNewStart(rule, startDate)),
        updatedAt: now,
      })
      .where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.id, series.id)));
    if (input.employeeId) await replaceJobAssignees(tx, scope.businessId, series.id, employeeIds);
    await regenerateSeriesVisits(tx, series.id, scope.businessId, now);
    return { visitId: await visitOnDate(tx, scope, series.id, input.date), jobId: series.id, notice };
  }

  // "following": end the old series before this occurrence, start a new one from the new date.
  const before = occurrencesBetween(rule, series.startDate, series.startDate, addDays(visit.occurrenceDate, -1), seasonOf(series)).length;
  const remaining = rule.count !== null ? rule.count - before : null;
  await tx
    .update(jobSeries)
    .set({ rrule: toRrule({ ...rule, count: null, until: addDays(visit.occurrenceDate, -1) }), updatedAt: now })
    .where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.id, series.id)));
  await regenerateSeriesVisits(tx, series.id, scope.businessId, now, visit.occurrenceDate);
  const assignees = input.employeeId
    ? employeeIds
    : (
        await tx
          .select({ memberId: jobSeriesAssignees.memberId })
          .from(jobSeriesAssignees)
          .where(and(eq(jobSeriesAssignees.businessId, scope.businessId), eq(jobSeriesAssignees.seriesId, series.id)))
          .orderBy(jobSeriesAssignees.position)
      ).map((a) => a.memberId);
  const [next] = await tx
    .insert(jobSeries)
    .values({
      businessId: scope.businessId,
      customerId: series.customerId,
      propertyId: series.propertyId,
      serviceId: series.serviceId,
      title: series.title,
      instructions: series.instructions,
      startDate: input.date,
      startTime: input.time,
      durationMinutes: input.durationMinutes,
      timeZone: series.timeZone,
      rrule: toRrule({ ...ruleForNewStart(rule, input.date), count: remaining }),
      priceCents: series.priceCents,
      pausedUntil: series.pausedUntil,
      pausedFrom: series.pausedFrom,
      // The new part of the job is invoiced the way the old one was.
      invoicingRule: series.invoicingRule,
      invoicingDay: series.invoicingDay,
    })
    .returning();
  await replaceJobAssignees(tx, scope.businessId, next.id, assignees);
  await regenerateSeriesVisits(tx, next.id, scope.businessId, now);
  return { visitId: await visitOnDate(tx, scope, next.id, input.date), jobId: next.id, notice };
}

/** The series' visit for an occurrence date — where a rewritten series put the visit that was moved. */
async function visitOnDate(tx: Parameters<typeof loadJobSeries>[0], scope: BusinessScope, seriesId: string, occurrenceDate: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.businessId, scope.businessId), eq(jobs.seriesId, seriesId), eq(jobs.occurrenceDate, occurrenceDate)));
  return row?.id ?? null;
}

async function businessZone(tx: Parameters<typeof loadJobSeries>[0], scope: BusinessScope): Promise<string> {
  const [row] = await tx.select({ timezone: businesses.timezone }).from(businesses).where(eq(businesses.id, scope.businessId));
  return row.timezone;
}
