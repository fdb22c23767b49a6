"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { updateJobSchema } from "@/lib/scheduling/jobs/job-schema";
import { updateJob } from "@/lib/scheduling/jobs/update-job";

/** Schedule: edit a whole job; its untouched upcoming visits follow (needs manage_schedule). */
export const updateJobAction = staffAction("manage_schedule", updateJobSchema, async (input, staff) => {
  const job = await updateJob(staff, input);
  revalidatePath("/admin/schedule", "layout");
  return job;
});
