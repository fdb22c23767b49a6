"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { acceptRescheduleRequest } from "@/lib/scheduling/reschedule-requests/accept-reschedule-request";
import { declineRescheduleRequest } from "@/lib/scheduling/reschedule-requests/decline-reschedule-request";
import { acceptRescheduleRequestSchema, declineRescheduleRequestSchema } from "@/lib/scheduling/reschedule-requests/reschedule-request-schema";

/** Schedule: accept a customer's reschedule request — the visit moves to their date and slot (manage_schedule). */
export const acceptRescheduleRequestAction = staffAction("manage_schedule", acceptRescheduleRequestSchema, async (input, staff) => {
  const result = await acceptRescheduleRequest(staff, input.requestId);
  revalidatePath("/admin/schedule", "layout");
  return result;
});

/** Schedule: decline a customer's reschedule request with a message to them (manage_schedule). */
export const declineRescheduleRequestAction = staffAction("manage_schedule", declineRescheduleRequestSchema, async (input, staff) => {
  const result = await declineRescheduleRequest(staff, input);
  revalidatePath("/admin/schedule", "layout");
  return result;
});
