"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { completeVisitSchema } from "@/lib/scheduling/jobs/job-schema";
import { visitActorOf } from "@/lib/scheduling/visits/visit-actor";
import { completeVisit } from "@/lib/scheduling/visits/visit-transitions";

/** Crew's day: complete a visit with a note (view_jobs for one's own visits, manage_schedule for any). */
export const completeVisitAction = staffAction(["view_jobs", "manage_schedule"], completeVisitSchema, async (input, staff) => {
  const visit = await completeVisit(visitActorOf(staff), input.visitId, input.note);
  revalidatePath("/admin/schedule", "layout");
  return visit;
});
