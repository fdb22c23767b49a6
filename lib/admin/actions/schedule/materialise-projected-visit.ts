"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { materialiseProjectedVisit, materialiseProjectedVisitSchema } from "@/lib/scheduling/series/materialise-projected-visit";

/** Schedule: open a projected visit of the month view — it is stored first, then opened like any visit (manage_schedule). */
export const materialiseProjectedVisitAction = staffAction("manage_schedule", materialiseProjectedVisitSchema, async (input, staff) => {
  const result = await materialiseProjectedVisit(staff, input);
  revalidatePath("/admin/schedule", "layout");
  return result;
});
