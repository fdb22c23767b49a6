"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { jobIdSchema } from "@/lib/scheduling/jobs/job-schema";
import { resumeSeries } from "@/lib/scheduling/series/resume-series";

/** Job detail: end a pause now instead of on its date (manage_schedule). */
export const resumeJobAction = staffAction("manage_schedule", jobIdSchema, async (input, staff) => {
  const result = await resumeSeries(staff, input.jobId);
  revalidatePath("/admin/schedule", "layout");
  return result;
});
