"use server";

import { revalidatePath } from "next/cache";
import { reorderServices } from "@/lib/catalog/reorder-services";
import { reorderServicesSchema } from "@/lib/catalog/service-schema";
import { staffAction } from "@/lib/core/staff-action";

/** Services screen: the new order of the list (manage_services), which the portal follows. */
export const reorderServicesAction = staffAction("manage_services", reorderServicesSchema, async ({ serviceIds }, staff) => {
  await reorderServices(staff, serviceIds);
  revalidatePath("/admin/services");
  return null;
});
