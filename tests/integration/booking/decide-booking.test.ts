import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as book } from "@/app/api/book/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { BOOKING_DECISION_MESSAGES, decideBooking } from "@/lib/booking/bookings/decide-booking";
import { call, HOSTS } from "../portal-auth/http";
import { bookingBody, bookingBusiness } from "./fixtures";

/** Settings → Booking "approve each" (issue 39 item 2): a booking waits, the owner answers it once. */
type World = Awaited<ReturnType<typeof bookingBusiness>>;

async function pendingBooking(world: World, overrides: Record<string, unknown> = {}) {
  await db.insert(s.bookingSettings).values({ businessId: world.business.id, autoConfirm: false }).onConflictDoNothing();
  const body = bookingBody(world, overrides);
  const res = await call(book, "/api/book", { host: HOSTS.tenant(world.business.portalSubdomain), body });
  expect(res.json).toMatchObject({ status: "pending_approval" });
  const [booking] = await db.select().from(s.bookings).where(eq(s.bookings.id, res.json.booking_id as string));
  return { booking, body };
}
const owner = (world: World) => ({ userId: world.business.owner.id });

describe("decideBooking", () => {
  it("approving confirms the booking, audits it and tells the customer; a second answer is refused", async () => {
    const world = await bookingBusiness();
    const { booking, body } = await pendingBooking(world);
    expect(await decideBooking({ businessId: world.business.id }, owner(world), booking.id, "approve")).toEqual({ bookingId: booking.id, status: "confirmed" });
    const [after] = await db.select().from(s.bookings).where(eq(s.bookings.id, booking.id));
    expect(after.status).toBe("confirmed");
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, world.business.id), eq(s.auditLog.action, "booking.approved")));
    expect(audit).toMatchObject({ actorType: "staff", actorId: world.business.owner.id, targetId: booking.id });
    const emails = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, body.email));
    expect(emails.map((e) => e.subject).sort()).toEqual(["We received your booking: Weekly Mowing", "You're booked: Weekly Mowing"]);
    await expect(decideBooking({ businessId: world.business.id }, owner(world), booking.id, "decline")).rejects.toMatchObject({ code: "conflict", message: BOOKING_DECISION_MESSAGES.decided });
  });

  it("declining cancels the booking, ends its job and cancels the visits ahead", async () => {
    const world = await bookingBusiness();
    const { booking } = await pendingBooking(world);
    await decideBooking({ businessId: world.business.id }, owner(world), booking.id, "decline");
    const [series] = await db.select().from(s.jobSeries).where(eq(s.jobSeries.id, booking.seriesId));
    expect(series.status).toBe("cancelled");
    const visits = await db.select().from(s.jobs).where(eq(s.jobs.seriesId, booking.seriesId));
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every((v) => v.status === "cancelled" && v.cancelReason === "The online booking was declined")).toBe(true);
    expect((await db.select().from(s.bookings).where(eq(s.bookings.id, booking.id)))[0].status).toBe("cancelled");
  });

  it("finds no booking of another business, nor of a branch the scope does not see", async () => {
    const world = await bookingBusiness();
    const other = await bookingBusiness();
    const { booking } = await pendingBooking(world);
    await expect(decideBooking({ businessId: other.business.id }, owner(other), booking.id, "approve")).rejects.toMatchObject({ code: "not_found", message: BOOKING_DECISION_MESSAGES.notFound });
    const [branch] = await db.insert(s.locations).values({ businessId: world.business.id, name: "Branch", postalCodes: ["45402"] }).returning();
    await expect(decideBooking({ businessId: world.business.id, locationIds: [branch.id] }, owner(world), booking.id, "approve")).rejects.toMatchObject({ code: "not_found" });
    expect((await db.select().from(s.bookings).where(eq(s.bookings.id, booking.id)))[0].status).toBe("pending_approval");
  });
});
