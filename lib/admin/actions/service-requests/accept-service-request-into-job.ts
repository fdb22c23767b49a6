"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { acceptRequestIntoJob } from "@/lib/scheduling/service-requests/accept-request-into-job";
import { acceptRequestIntoJobSchema } from "@/lib/scheduling/service-requests/accept-request-schema";

/** Service requests → a one-off or recurring job for the request's customer (manage_schedule). */
export const acceptServiceRequestIntoJobAction = staffAction("manage_schedule", acceptRequestIntoJobSchema, async (input, staff) => {
  const accepted = await acceptRequestIntoJob(staff, input, { type: "staff", userId: staff.userId });
  revalidatePath("/admin/service-requests");
  revalidatePath("/admin/schedule", "layout");
  return { ...accepted, id: accepted.jobId };
});
