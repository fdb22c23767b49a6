import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { jobSeries } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { checkJobReferences } from "./check-job-references";
import type { UpdateJobInput } from "./job-schema";
import { loadJobSeries } from "./load-job-series";
import { toRrule } from "../recurrence/recurrence";
import { regenerateSeriesVisits } from "../series/regenerate-series-visits";
import { replaceJobAssignees } from "./replace-job-assignees";

/**
 * Edits a whole job (the "whole series" scope): the given fields change, and its upcoming
 * untouched visits are regenerated from the new values. Setting `recurrence` to null makes a
 * recurring job one-off and the reverse, keeping every past visit.
 */
export async function updateJob(scope: BusinessScope, input: UpdateJobInput, now: Date = new Date()): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const current = await loadJobSeries(tx, scope, input.jobId);
    const customerId = input.customerId ?? current.customerId;
    const propertyId = input.propertyId !== undefined ? input.propertyId : customerId === current.customerId ? current.propertyId : null;
    const serviceId = input.serviceId !== undefined ? input.serviceId : current.serviceId;
    await checkJobReferences(tx, scope, { customerId, propertyId, serviceId, employeeIds: input.employeeIds ?? [] });
    await tx
      .update(jobSeries)
      .set({
        customerId,
        propertyId,
        serviceId,
        title: input.title ?? current.title,
        instructions: input.instructions !== undefined ? input.instructions || null : current.instructions,
        startDate: input.startDate ?? current.startDate,
        startTime: input.startTime ?? current.startTime,
        durationMinutes: input.durationMinutes ?? current.durationMinutes,
        rrule: input.recurrence !== undefined ? (input.recurrence ? toRrule(input.recurrence) : null) : current.rrule,
        priceCents: input.priceCents !== undefined ? input.priceCents : current.priceCents,
        ...(input.season !== undefined ? { seasonStartMonth: input.season?.startMonth ?? null, seasonEndMonth: input.season?.endMonth ?? null } : {}),
        updatedAt: now,
      })
      .where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.id, current.id)));
    if (input.employeeIds) await replaceJobAssignees(tx, scope.businessId, current.id, input.employeeIds);
    await regenerateSeriesVisits(tx, current.id, scope.businessId, now);
    return { id: current.id };
  });
}
