"use server";

import { revalidatePath } from "next/cache";
import { updateServiceSchema } from "@/lib/catalog/service-schema";
import { updateService } from "@/lib/catalog/update-service";
import { staffAction } from "@/lib/core/staff-action";

/** Services screen: save the edit form (manage_services). */
export const updateServiceAction = staffAction("manage_services", updateServiceSchema, async ({ serviceId, values }, staff) => {
  const service = await updateService(staff, serviceId, values);
  revalidatePath("/admin/services");
  return { id: service.id };
});
