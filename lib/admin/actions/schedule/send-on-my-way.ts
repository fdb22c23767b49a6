"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { visitIdSchema } from "@/lib/scheduling/jobs/job-schema";
import { sendOnMyWay } from "@/lib/scheduling/visits/send-on-my-way";
import { visitActorOf } from "@/lib/scheduling/visits/visit-actor";

/** Crew's day and job detail: tell the customer the crew is on the way (view_jobs for one's own visits, manage_schedule for any). */
export const sendOnMyWayAction = staffAction(["view_jobs", "manage_schedule"], visitIdSchema, async (input, staff) => {
  const sent = await sendOnMyWay({ ...visitActorOf(staff), userId: staff.userId, firstName: staff.firstName || staff.businessName, ip: staff.request.ip }, input.visitId);
  revalidatePath("/admin/schedule", "layout");
  return sent;
});
