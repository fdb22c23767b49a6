"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { cancelVisitSchema } from "@/lib/scheduling/jobs/job-schema";
import { visitActorOf } from "@/lib/scheduling/visits/visit-actor";
import { cancelVisit } from "@/lib/scheduling/visits/visit-transitions";

/** Crew's day: cancel a visit with a reason (view_jobs for one's own visits, manage_schedule for any). */
export const cancelVisitAction = staffAction(["view_jobs", "manage_schedule"], cancelVisitSchema, async (input, staff) => {
  const visit = await cancelVisit(visitActorOf(staff), input.visitId, input.reason);
  revalidatePath("/admin/schedule", "layout");
  return visit;
});
