"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { createJob } from "@/lib/scheduling/jobs/create-job";
import { createJobSchema } from "@/lib/scheduling/jobs/job-schema";

/** Schedule: create a one-off or recurring job and its visits (needs manage_schedule). */
export const createJobAction = staffAction("manage_schedule", createJobSchema, async (input, staff) => {
  const job = await createJob(staff, input);
  revalidatePath("/admin/schedule", "layout");
  return job;
});
