"use server";

import { revalidatePath } from "next/cache";
import { decideBooking } from "@/lib/booking/bookings/decide-booking";
import { decideBookingSchema } from "@/lib/booking/bookings/decide-booking-schema";
import { staffAction } from "@/lib/core/staff-action";

/** Service requests → Online bookings: approve or decline a booking that waits (manage_schedule: it is the visits' decision). */
export const decideBookingAction = staffAction("manage_schedule", decideBookingSchema, async (input, staff) => {
  const decided = await decideBooking(staff, { userId: staff.userId, ip: staff.request.ip }, input.bookingId, input.decision);
  revalidatePath("/admin/service-requests/bookings");
  revalidatePath("/admin/schedule", "layout");
  return decided;
});
