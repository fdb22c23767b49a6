"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { pauseJobSchema } from "@/lib/scheduling/jobs/job-schema";
import { pauseSeries } from "@/lib/scheduling/series/pause-series";

/** Job detail: pause a recurring job until a date, when it resumes by itself (manage_schedule). */
export const pauseJobAction = staffAction("manage_schedule", pauseJobSchema, async (input, staff) => {
  const result = await pauseSeries(staff, input);
  revalidatePath("/admin/schedule", "layout");
  return result;
});
