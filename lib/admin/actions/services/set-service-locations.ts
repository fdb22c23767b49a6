"use server";

import { revalidatePath } from "next/cache";
import { serviceLocationsSchema } from "@/lib/catalog/service-locations-schema";
import { setServiceLocations } from "@/lib/catalog/set-service-locations";
import { staffAction } from "@/lib/core/staff-action";

/** Services screen: where a service is offered and at what price per location (manage_services, issue 38). */
export const setServiceLocationsAction = staffAction("manage_services", serviceLocationsSchema, async (input, staff) => {
  const offers = await setServiceLocations(staff, input);
  revalidatePath("/admin/services");
  return { offers };
});
