import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { businesses, jobs } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerScope } from "@/lib/foundation/scope";

/** How close to its start a customer may still change a visit online. */
export const SELF_SERVICE_CUTOFF_HOURS = 24;
export const CUTOFF_MESSAGE = `Visits can be changed online until ${SELF_SERVICE_CUTOFF_HOURS} hours before they start. Please send us a message instead.`;
export const SKIP_OFF_MESSAGE = "Skipping visits online is turned off. Please send us a message instead.";
export const RESCHEDULE_OFF_MESSAGE = "Rescheduling visits online is turned off. Please send us a message instead.";

/**
 * The customer's own visit (locked) with the business's self-service options, or a refusal:
 * another customer's or business's visit is "Visit not found"; the option must be on, the
 * visit scheduled, and its start more than the cut-off away.
 */
export async function loadVisitForCustomerChange(tx: DbOrTx, scope: CustomerScope, visitId: string, option: "skip" | "reschedule", now: Date) {
  const [visit] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.businessId, scope.businessId), eq(jobs.customerId, scope.customerId), eq(jobs.id, visitId)))
    .for("update");
  if (!visit) throw new DomainError("not_found", "Visit not found");
  const [business] = await tx
    .select({ allowCancellation: businesses.allowCancellation, allowRescheduling: businesses.allowRescheduling, timezone: businesses.timezone })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId));
  if (option === "skip" && !business.allowCancellation) throw new DomainError("forbidden", SKIP_OFF_MESSAGE);
  if (option === "reschedule" && !business.allowRescheduling) throw new DomainError("forbidden", RESCHEDULE_OFF_MESSAGE);
  if (visit.status !== "scheduled") throw new DomainError("conflict", "Only a scheduled visit can be changed");
  if (visit.scheduledDate.getTime() - now.getTime() < SELF_SERVICE_CUTOFF_HOURS * 3_600_000) throw new DomainError("conflict", CUTOFF_MESSAGE);
  return { visit, timeZone: business.timezone };
}
