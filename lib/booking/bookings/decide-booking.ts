import "server-only";
import { and, eq, gte, inArray } from "drizzle-orm";
import { db } from "@/db/client";
import { bookings, jobSeries, jobs, services } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { customerRowInScope } from "@/lib/locations/location-scope-sql";
import { tellCustomer } from "@/lib/notifications/tell-customer";

export const BOOKING_DECISION_MESSAGES = {
  notFound: "Booking not found",
  decided: "This booking was already answered",
} as const;

export type BookingDecision = "approve" | "decline";

/**
 * The owner answers a booking that waits for approval (Settings → Booking "approve each", issue
 * 39 item 2): approving confirms it; declining cancels it, ends its job and cancels the visits
 * still ahead. Only a pending booking of a customer the scope sees (a branch manager answers
 * their branch's); the row is locked so two answers cannot both apply. Audited, and the
 * customer is told either way.
 */
export async function decideBooking(scope: BusinessScope, actor: { userId: string; ip?: string | null }, bookingId: string, decision: BookingDecision, now = new Date()) {
  const decided = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id, status: bookings.status, customerId: bookings.customerId, seriesId: bookings.seriesId, serviceName: services.name })
      .from(bookings)
      .innerJoin(services, and(eq(services.businessId, bookings.businessId), eq(services.id, bookings.serviceId)))
      .where(and(customerRowInScope(bookings, scope), eq(bookings.id, bookingId)))
      .for("update", { of: bookings });
    if (!booking) throw new DomainError("not_found", BOOKING_DECISION_MESSAGES.notFound);
    if (booking.status !== "pending_approval") throw new DomainError("conflict", BOOKING_DECISION_MESSAGES.decided);
    const status = decision === "approve" ? "confirmed" : "cancelled";
    await tx.update(bookings).set({ status, updatedAt: now }).where(and(eq(bookings.businessId, scope.businessId), eq(bookings.id, booking.id)));
    if (decision === "decline") {
      await tx.update(jobSeries).set({ status: "cancelled", updatedAt: now }).where(and(eq(jobSeries.businessId, scope.businessId), eq(jobSeries.id, booking.seriesId)));
      await tx
        .update(jobs)
        .set({ status: "cancelled", cancelReason: "The online booking was declined", updatedAt: now })
        .where(and(eq(jobs.businessId, scope.businessId), eq(jobs.seriesId, booking.seriesId), inArray(jobs.status, ["scheduled"]), gte(jobs.scheduledDate, now)));
    }
    await writeAuditEntry(tx, {
      businessId: scope.businessId, actor: { type: "staff", id: actor.userId }, action: decision === "approve" ? "booking.approved" : "booking.declined",
      target: { type: "booking", id: booking.id }, ip: actor.ip ?? null, meta: { customerId: booking.customerId, jobId: booking.seriesId },
    });
    return { ...booking, status };
  });
  await tellCustomer(
    { businessId: scope.businessId, customerId: decided.customerId },
    decision === "approve"
      ? { kind: "job_status", title: `You're booked: ${decided.serviceName}`, body: "We confirmed your online booking. See your visits in your portal.", portalPath: "/dashboard", linkLabel: "See your visits" }
      : { kind: "job_status", title: `We can't take your booking: ${decided.serviceName}`, body: "We're sorry — we couldn't confirm your online booking. Send us a message and we'll find another way.", portalPath: "/messages", linkLabel: "Message us" },
  ).catch((error) => console.error("booking decision notice failed", error));
  return { bookingId: decided.id, status: decided.status };
}
