"use server";

import { revalidatePath } from "next/cache";
import { archiveService } from "@/lib/catalog/archive-service";
import { serviceIdSchema } from "@/lib/catalog/service-schema";
import { staffAction } from "@/lib/core/staff-action";

/** Services screen: archive a service (manage_services); it leaves the portal at once. */
export const archiveServiceAction = staffAction("manage_services", serviceIdSchema, async ({ serviceId }, staff) => {
  const result = await archiveService(staff, serviceId);
  revalidatePath("/admin/services");
  return result;
});
