"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { editVisit } from "@/lib/scheduling/visits/edit-visit";
import { findDoubleBookings } from "@/lib/scheduling/calendar/find-double-bookings";
import { editVisitSchema } from "@/lib/scheduling/jobs/job-schema";

/**
 * Calendar (dialog or drag) and job detail: reschedule a visit, this one / this and following /
 * all (manage_schedule). A visit moved on its own reports whom its employee is now
 * double-booked with, so the calendar can say so.
 */
export const editVisitAction = staffAction("manage_schedule", editVisitSchema, async (input, staff) => {
  const result = await editVisit(staff, input);
  revalidatePath("/admin/schedule", "layout");
  const doubleBookedWith = result.visitId ? await findDoubleBookings(staff, result.visitId) : [];
  return { ...result, doubleBookedWith };
});
