"use server";

import { revalidatePath } from "next/cache";
import { createService } from "@/lib/catalog/create-service";
import { serviceInputSchema } from "@/lib/catalog/service-schema";
import { staffAction } from "@/lib/core/staff-action";

/** Services screen: add a service (manage_services). */
export const createServiceAction = staffAction("manage_services", serviceInputSchema, async (input, staff) => {
  const service = await createService(staff, input);
  revalidatePath("/admin/services");
  return { id: service.id };
});
