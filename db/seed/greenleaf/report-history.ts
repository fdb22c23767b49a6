import { and, eq, gte, lt, sql } from "drizzle-orm";
import { generateSeriesVisits, horizonEnd } from "../../../lib/scheduling/series/generate-series-visits";
import { addDays, formatLocalDate, isoWeekday, parseLocalDate } from "../../../lib/scheduling/recurrence/local-date";
import { toRrule, WEEKDAYS, type Recurrence } from "../../../lib/scheduling/recurrence/recurrence";
import * as schema from "../../schema";
import { type SeedContext, dateOnly } from "../context";
import { GREENLEAF_TIMEZONE, type GreenleafBase } from "./business";

/** The local date `day` of the month `monthsAgo` before today's (so cohorts fall in known calendar months). */
export function dayOfMonthsAgo(today: string, monthsAgo: number, day: number): string {
  const { year, month } = parseLocalDate(today);
  const index = year * 12 + (month - 1) - monthsAgo;
  return formatLocalDate(Math.floor(index / 12), (index % 12) + 1, day);
}

type Plan = { customer: number; service: string; every: "week" | "2 weeks" | "month"; priceCents: number; startMonthsAgo: number; endMonthsAgo?: number; byOwner?: boolean; paused?: boolean };

/**
 * Indexes into the more-customers list. Recurring customers who started over the last eight
 * months, so Reports has history: monthly recurring revenue growing, cohorts (two customers
 * start eight months ago, one of them stops three months ago), churn, a paused job, and
 * completed visits with time on site for the team report. Each starts on the 10th of its
 * month; an ended one stops on the 20th. Jobs done by the owner ended weeks ago, so this
 * week's recurring visits stay the employee's.
 */
export const REPORT_HISTORY_PLANS: Plan[] = [
  { customer: 0, service: "Weekly Mowing", every: "week", priceCents: 4_500, startMonthsAgo: 8 },
  { customer: 1, service: "Weekly Mowing", every: "2 weeks", priceCents: 5_000, startMonthsAgo: 8, endMonthsAgo: 3, byOwner: true },
  { customer: 3, service: "Weekly Mowing", every: "week", priceCents: 4_500, startMonthsAgo: 7 },
  { customer: 4, service: "Fertilization Program", every: "month", priceCents: 12_000, startMonthsAgo: 6 },
  { customer: 7, service: "Weekly Mowing", every: "week", priceCents: 4_500, startMonthsAgo: 6, endMonthsAgo: 2, byOwner: true },
  { customer: 10, service: "Weekly Mowing", every: "week", priceCents: 6_000, startMonthsAgo: 5 },
  { customer: 5, service: "Hedge Trimming", every: "month", priceCents: 6_500, startMonthsAgo: 5, endMonthsAgo: 1, byOwner: true },
  { customer: 12, service: "Weekly Mowing", every: "2 weeks", priceCents: 5_000, startMonthsAgo: 4, paused: true },
  { customer: 17, service: "Weekly Mowing", every: "week", priceCents: 4_500, startMonthsAgo: 3 },
  { customer: 18, service: "Fertilization Program", every: "month", priceCents: 20_000, startMonthsAgo: 2 },
  { customer: 21, service: "Weekly Mowing", every: "2 weeks", priceCents: 5_000, startMonthsAgo: 1 },
];

export async function seedGreenleafReportHistory(ctx: SeedContext, base: GreenleafBase, customers: Array<{ id: string }>) {
  const { tx, now } = ctx;
  const businessId = base.business.id;
  const today = dateOnly(now, 0, GREENLEAF_TIMEZONE);
  for (const plan of REPORT_HISTORY_PLANS) {
    const start = dayOfMonthsAgo(today, plan.startMonthsAgo, 10);
    const until = plan.endMonthsAgo === undefined ? null : dayOfMonthsAgo(today, plan.endMonthsAgo, 20);
    const rule: Recurrence = {
      frequency: plan.every === "month" ? "monthly" : "weekly",
      interval: plan.every === "2 weeks" ? 2 : 1,
      byWeekday: plan.every === "month" ? [] : [WEEKDAYS[isoWeekday(start)]],
      byMonthDay: null,
      bySetPosition: null,
      until,
      count: null,
    };
    const service = base.services[plan.service];
    const [series] = await tx
      .insert(schema.jobSeries)
      .values({
        businessId,
        customerId: customers[plan.customer].id,
        serviceId: service.id,
        title: plan.every === "month" ? plan.service : `${plan.service} (every ${plan.every})`,
        startDate: start,
        startTime: "09:30",
        durationMinutes: service.durationMinutes ?? 45,
        timeZone: GREENLEAF_TIMEZONE,
        rrule: toRrule(rule),
        priceCents: plan.priceCents,
      })
      .returning();
    const memberId = plan.byOwner ? base.owner.member.id : base.employee.member.id;
    await tx.insert(schema.jobSeriesAssignees).values({ businessId, seriesId: series.id, memberId, position: 0 });
    await generateSeriesVisits(tx, series, start, horizonEnd(now, GREENLEAF_TIMEZONE));
    // Past visits were done: on site from the start time for the planned duration, give or take a few minutes.
    await tx
      .update(schema.jobs)
      .set({
        status: "completed",
        startedAt: sql`${schema.jobs.scheduledDate}`,
        completedAt: sql`${schema.jobs.scheduledDate} + ((${schema.jobs.durationMinutes} + extract(day from ${schema.jobs.scheduledDate})::int % 9 - 4) * interval '1 minute')`,
      })
      .where(and(eq(schema.jobs.businessId, businessId), eq(schema.jobs.seriesId, series.id), lt(schema.jobs.scheduledDate, now)));
    if (plan.paused) {
      const resumeOn = addDays(today, 21);
      await tx.update(schema.jobSeries).set({ pausedUntil: resumeOn }).where(eq(schema.jobSeries.id, series.id));
      await tx
        .update(schema.jobs)
        // PAUSED_REASON of lib/scheduling/series/paused-visits.ts (server-only, so not importable here): resume looks for it.
        .set({ status: "skipped", skipReason: "paused" })
        .where(and(eq(schema.jobs.businessId, businessId), eq(schema.jobs.seriesId, series.id), gte(schema.jobs.scheduledDate, now), lt(schema.jobs.occurrenceDate, resumeOn)));
    }
  }
}
