import { and, eq, lt } from "drizzle-orm";
import { generateSeriesVisits, horizonEnd } from "../../../lib/scheduling/series/generate-series-visits";
import { isoWeekday, startOfWeek } from "../../../lib/scheduling/recurrence/local-date";
import { toRrule, WEEKDAYS, type Recurrence } from "../../../lib/scheduling/recurrence/recurrence";
import * as schema from "../../schema";
import { type SeedContext, dateOnly } from "../context";
import { GREENLEAF_TIMEZONE, type GreenleafBase } from "./business";

/**
 * Greenleaf's recurring work: weekly and bi-weekly jobs assigned to the employee, starting
 * this week, so the calendar and the crew's day are full on first run. Visits earlier this
 * week than now are already completed.
 */
export async function seedGreenleafRecurringJobs(ctx: SeedContext, base: GreenleafBase, customerIds: string[]) {
  const { tx, now } = ctx;
  const businessId = base.business.id;
  const today = dateOnly(now, 0, GREENLEAF_TIMEZONE);
  const monday = startOfWeek(today);
  const mowing = base.services["Weekly Mowing"];
  const fertilizing = base.services["Fertilization Program"];
  const weekly = (interval: number, day: string): Recurrence => ({
    frequency: "weekly",
    interval,
    byWeekday: [WEEKDAYS[isoWeekday(day)]],
    byMonthDay: null,
    bySetPosition: null,
    until: null,
    count: null,
  });
  const plans = [
    { customerId: customerIds[0], service: mowing, title: "Weekly mowing", day: today, time: "08:00", minutes: 45, rule: weekly(1, today), instructions: "Mow front and back; blow clippings off the driveway." },
    { customerId: customerIds[2], service: mowing, title: "Weekly mowing", day: today, time: "13:00", minutes: 60, rule: weekly(1, today), instructions: "Bag the clippings; compost bin by the garage." },
    { customerId: customerIds[5], service: mowing, title: "Weekly mowing and edging", day: monday, time: "10:30", minutes: 60, rule: weekly(1, monday), instructions: null },
    { customerId: customerIds[3], service: fertilizing, title: "Bi-weekly lawn treatment", day: monday, time: "15:00", minutes: 30, rule: weekly(2, monday), instructions: "Keep the pets off the lawn for 24 hours; leave the door-hanger." },
  ];
  for (const plan of plans) {
    const [series] = await tx
      .insert(schema.jobSeries)
      .values({
        businessId,
        customerId: plan.customerId,
        serviceId: plan.service.id,
        title: plan.title,
        instructions: plan.instructions,
        startDate: plan.day,
        startTime: plan.time,
        durationMinutes: plan.minutes,
        timeZone: GREENLEAF_TIMEZONE,
        rrule: toRrule(plan.rule),
        priceCents: plan.service.priceCents,
      })
      .returning();
    await tx.insert(schema.jobSeriesAssignees).values({ businessId, seriesId: series.id, memberId: base.employee.member.id, position: 0 });
    await generateSeriesVisits(tx, series, plan.day, horizonEnd(now, GREENLEAF_TIMEZONE));
    await tx
      .update(schema.jobs)
      .set({ status: "completed", completedAt: now, startedAt: now })
      .where(and(eq(schema.jobs.businessId, businessId), eq(schema.jobs.seriesId, series.id), lt(schema.jobs.scheduledDate, now)));
  }
}
