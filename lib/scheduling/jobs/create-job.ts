import "server-only";
import { eq } from "drizzle-orm";
import { db, type Tx } from "@/db/client";
import { businesses, jobSeries } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { checkJobReferences } from "./check-job-references";
import { generateSeriesVisits, horizonEnd } from "../series/generate-series-visits";
import type { JobFields } from "./job-schema";
import { replaceJobAssignees } from "./replace-job-assignees";
import { toRrule } from "../recurrence/recurrence";
import { toWallClock } from "../recurrence/zoned-time";

/**
 * Creates a one-off or recurring job in the business's time zone and materialises its visits
 * up to the rolling horizon (a one-off gets its single visit whatever the date). One transaction.
 */
export async function createJob(scope: BusinessScope, fields: JobFields, now: Date = new Date()): Promise<{ id: string }> {
  return db.transaction((tx) => createJobInTransaction(tx, scope, fields, now));
}

/** The same, inside the caller's transaction (a service request becomes a job in the same commit). */
export async function createJobInTransaction(tx: Tx, scope: BusinessScope, fields: JobFields, now: Date = new Date()): Promise<{ id: string }> {
  await checkJobReferences(tx, scope, fields);
  const [business] = await tx.select({ timezone: businesses.timezone }).from(businesses).where(eq(businesses.id, scope.businessId));
  const [series] = await tx
    .insert(jobSeries)
    .values({
      businessId: scope.businessId,
      customerId: fields.customerId,
      propertyId: fields.propertyId,
      serviceId: fields.serviceId,
      title: fields.title,
      instructions: fields.instructions || null,
      startDate: fields.startDate,
      startTime: fields.startTime,
      durationMinutes: fields.durationMinutes,
      timeZone: business.timezone,
      rrule: fields.recurrence ? toRrule(fields.recurrence) : null,
      // A season only shapes a recurring job; a one-off happens on its date.
      seasonStartMonth: fields.recurrence && fields.season ? fields.season.startMonth : null,
      seasonEndMonth: fields.recurrence && fields.season ? fields.season.endMonth : null,
      priceCents: fields.priceCents,
    })
    .returning();
  await replaceJobAssignees(tx, scope.businessId, series.id, fields.employeeIds);
  const today = toWallClock(now, business.timezone).date;
  const end = horizonEnd(now, business.timezone, fields.startDate);
  // A one-off is always materialised; a recurring job from today (or its start) to the horizon.
  const from = series.rrule ? (fields.startDate > today ? fields.startDate : today) : fields.startDate;
  await generateSeriesVisits(tx, series, from, series.rrule ? end : fields.startDate);
  return { id: series.id };
}
