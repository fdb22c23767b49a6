"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { skipVisitSchema } from "@/lib/scheduling/jobs/job-schema";
import { skipVisit } from "@/lib/scheduling/visits/visit-transitions";

/** Skip one visit of a job with a reason (needs manage_schedule). */
export const skipVisitAction = staffAction("manage_schedule", skipVisitSchema, async (input, staff) => {
  const visit = await skipVisit({ ...staff, managesSchedule: true }, input.visitId, input.reason);
  revalidatePath("/admin/schedule", "layout");
  return visit;
});
