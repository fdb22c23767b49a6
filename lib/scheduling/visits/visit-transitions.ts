import "server-only";
import { and, eq } from "drizzle-orm";
import { db, inWriteTransaction } from "@/db/client";
import { jobs } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { requestVisitFeedback } from "@/lib/feedback/request-visit-feedback";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { loadVisitForUpdate } from "../jobs/load-job-series";
import { settleOutdatedRescheduleRequests } from "../reschedule-requests/settle-outdated-reschedule-requests";
import { tellCustomerVisitChanged } from "./tell-customer-visit-changed";
import { assertMayWorkVisit, type VisitActor } from "./visit-actor";

async function transition(
  actor: VisitActor,
  visitId: string,
  allowedFrom: readonly string[],
  refusal: string,
  changes: (visit: typeof jobs.$inferSelect) => Partial<typeof jobs.$inferInsert>,
) {
  return db.transaction(async (tx) => {
    const visit = await loadVisitForUpdate(tx, actor, visitId);
    assertMayWorkVisit(actor, visit);
    if (!allowedFrom.includes(visit.status)) throw new DomainError("conflict", refusal);
    const [updated] = await tx
      .update(jobs)
      .set({ ...changes(visit), updatedAt: new Date() })
      .where(and(eq(jobs.businessId, actor.businessId), eq(jobs.id, visit.id)))
      .returning({ id: jobs.id, status: jobs.status, customerId: jobs.customerId, serviceId: jobs.serviceId, seriesId: jobs.seriesId, scheduledDate: jobs.scheduledDate, completedAt: jobs.completedAt, completionNote: jobs.completionNote });
    // A customer's pending request to move this visit is answered by what just happened to it.
    await settleOutdatedRescheduleRequests(tx, actor.businessId, { type: "staff", id: actor.userId ?? null }, new Date());
    return updated;
  });
}

/** scheduled → in_progress, remembering when work began. */
export async function startVisit(actor: VisitActor, visitId: string, now: Date = new Date()) {
  const { id, status } = await transition(actor, visitId, ["scheduled"], "Only a scheduled visit can be started", () => ({ status: "in_progress", startedAt: now }));
  return { id, status };
}

/** scheduled | in_progress → completed, with the crew's note; then the customer is asked for a rating. */
export async function completeVisit(actor: VisitActor, visitId: string, note: string, now: Date = new Date()) {
  // The completion and its visit.completed event commit together (the outbox, emit-webhook-event.ts).
  const visit = await inWriteTransaction(async () => {
    const completed = await transition(actor, visitId, ["scheduled", "in_progress"], "This visit is already closed", (visit) => ({
      status: "completed",
      completedAt: now,
      startedAt: visit.startedAt ?? now,
      completionNote: note || null,
    }));
    await emitWebhookEvent({
      businessId: actor.businessId,
      type: "visit.completed",
      data: {
        visit: {
          id: completed.id, customer_id: completed.customerId, service_id: completed.serviceId, job_id: completed.seriesId, scheduled_date: completed.scheduledDate.toISOString(),
          completed_at: completed.completedAt?.toISOString() ?? now.toISOString(), completion_note: completed.completionNote, status: "completed",
        },
      },
    });
    return completed;
  });
  await requestVisitFeedback({ businessId: actor.businessId }, visit.id);
  return { id: visit.id, status: visit.status };
}

/** scheduled → skipped, with a reason; the series never recreates a skipped occurrence. The customer is told. */
export async function skipVisit(actor: VisitActor, visitId: string, reason: string) {
  const visit = await transition(actor, visitId, ["scheduled"], "Only a scheduled visit can be skipped", () => ({ status: "skipped", skipReason: reason || null }));
  await tellCustomerVisitChanged(actor, visit.customerId, { kind: "skipped", at: visit.scheduledDate, reason });
  return { id: visit.id, status: visit.status };
}

/** scheduled | in_progress → cancelled, with the reason (rain, a locked gate, …). The customer is told. */
export async function cancelVisit(actor: VisitActor, visitId: string, reason: string) {
  const visit = await transition(actor, visitId, ["scheduled", "in_progress"], "This visit is already closed", () => ({ status: "cancelled", cancelReason: reason }));
  await tellCustomerVisitChanged(actor, visit.customerId, { kind: "cancelled", at: visit.scheduledDate, reason });
  return { id: visit.id, status: visit.status };
}
