import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, jobs, services } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { tellCustomer } from "@/lib/notifications/tell-customer";
import { loadVisitForUpdate } from "../jobs/load-job-series";
import { visitTimeText } from "../reminders/visit-time-text";
import { assertMayWorkVisit, type VisitActor } from "./visit-actor";

/** A customer hears "on my way" at most once per visit in this many minutes, however often it is pressed. */
export const ON_MY_WAY_INTERVAL_MINUTES = 10;

export const ON_MY_WAY_MESSAGES = {
  closed: "Only a scheduled or started visit can be announced",
  tooSoon: `The customer was already told you are on the way in the last ${ON_MY_WAY_INTERVAL_MINUTES} minutes`,
} as const;

export type OnMyWayActor = VisitActor & { userId: string; firstName: string; ip?: string | null };

/**
 * Staff press "On my way": the visit's customer gets a portal notification and an email. The
 * visit row is locked, its `on_my_way_at` must be older than 10 minutes (so a double tap or a
 * second phone cannot send twice), and the audit entry is written in the same transaction;
 * the customer is told after the commit, and a failed email never undoes the marker.
 */
export async function sendOnMyWay(actor: OnMyWayActor, visitId: string, now: Date = new Date()): Promise<{ id: string; onMyWayAt: string }> {
  const visit = await db.transaction(async (tx) => {
    const row = await loadVisitForUpdate(tx, actor, visitId);
    assertMayWorkVisit(actor, row);
    if (row.status !== "scheduled" && row.status !== "in_progress") throw new DomainError("conflict", ON_MY_WAY_MESSAGES.closed);
    if (row.onMyWayAt && now.getTime() - row.onMyWayAt.getTime() < ON_MY_WAY_INTERVAL_MINUTES * 60_000) {
      throw new DomainError("throttled", ON_MY_WAY_MESSAGES.tooSoon);
    }
    await tx.update(jobs).set({ onMyWayAt: now }).where(and(eq(jobs.businessId, actor.businessId), eq(jobs.id, row.id)));
    await writeAuditEntry(tx, {
      businessId: actor.businessId,
      actor: { type: "staff", id: actor.userId },
      action: "visit.on_my_way",
      target: { type: "visit", id: row.id },
      meta: { customerId: row.customerId, scheduledDate: row.scheduledDate.toISOString() },
      ip: actor.ip ?? null,
    });
    const [context] = await tx
      .select({ timeZone: businesses.timezone, companyName: businesses.companyName, serviceName: services.name })
      .from(businesses)
      .leftJoin(services, and(eq(services.businessId, businesses.id), row.serviceId ? eq(services.id, row.serviceId) : sql`false`))
      .where(eq(businesses.id, actor.businessId));
    return { ...row, ...context };
  });

  const what = visit.serviceName ? `${visit.serviceName} visit` : "visit";
  try {
    await tellCustomer(
      { businessId: actor.businessId, customerId: visit.customerId },
      {
        kind: "job_status",
        title: `${actor.firstName} from ${visit.companyName} is on the way`,
        body: `${actor.firstName} is on the way for your ${what} scheduled for ${visitTimeText(visit.scheduledDate, visit.timeZone)}.`,
        portalPath: "/dashboard",
        linkLabel: "View your visit",
      },
    );
  } catch (error) {
    console.error("on-my-way notice failed", error);
  }
  return { id: visit.id, onMyWayAt: now.toISOString() };
}
