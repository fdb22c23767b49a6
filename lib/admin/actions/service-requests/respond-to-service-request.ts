"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { respondToServiceRequest } from "@/lib/scheduling/service-requests/respond-to-service-request";
import { respondToServiceRequestSchema } from "@/lib/scheduling/service-requests/respond-to-service-request-schema";

/** Service requests inbox: accept or decline a portal request with a message (manage_schedule). */
export const respondToServiceRequestAction = staffAction("manage_schedule", respondToServiceRequestSchema, async (input, staff) => {
  const result = await respondToServiceRequest(staff, input, { type: "staff", userId: staff.userId });
  revalidatePath("/admin/service-requests");
  return result;
});
