"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { editVisit } from "@/lib/scheduling/edit-visit";
import { editVisitSchema } from "@/lib/scheduling/job-schema";

/** Calendar and job detail: reschedule a visit, this one / this and following / all (manage_schedule). */
export const editVisitAction = staffAction("manage_schedule", editVisitSchema, async (input, staff) => {
  const result = await editVisit(staff, input);
  revalidatePath("/admin/schedule", "layout");
  return result;
});
