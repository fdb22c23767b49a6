"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { visitIdSchema } from "@/lib/scheduling/jobs/job-schema";
import { visitActorOf } from "@/lib/scheduling/visits/visit-actor";
import { startVisit } from "@/lib/scheduling/visits/visit-transitions";

/** Crew's day: start a visit (view_jobs for one's own visits, manage_schedule for any). */
export const startVisitAction = staffAction(["view_jobs", "manage_schedule"], visitIdSchema, async (input, staff) => {
  const visit = await startVisit(visitActorOf(staff), input.visitId);
  revalidatePath("/admin/schedule", "layout");
  return visit;
});
