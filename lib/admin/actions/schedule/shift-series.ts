"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { shiftSeriesSchema } from "@/lib/scheduling/jobs/job-schema";
import { previewSeriesShift, shiftSeries } from "@/lib/scheduling/series/shift-series";

/** Job detail: what a weather-day shift would move, before confirming (manage_schedule; writes nothing). */
export const previewSeriesShiftAction = staffAction("manage_schedule", shiftSeriesSchema, async (input, staff) => previewSeriesShift(staff, input));

/** Job detail: move a visit and every later visit of its job by N days (manage_schedule). */
export const shiftSeriesAction = staffAction("manage_schedule", shiftSeriesSchema, async (input, staff) => {
  const result = await shiftSeries(staff, input);
  revalidatePath("/admin/schedule", "layout");
  return result;
});
