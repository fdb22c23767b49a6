"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { memberLocationsSchema } from "@/lib/locations/location-schema";
import { setMemberLocations } from "@/lib/locations/set-member-locations";

/**
 * Employees screen: the locations an employee is limited to; none ticked, every location
 * (manage_employees). A member limited themselves hands out only their own locations.
 */
export const setMemberLocationsAction = staffAction("manage_employees", memberLocationsSchema, async (input, staff) => {
  const result = await setMemberLocations({ businessId: staff.businessId, locationIds: staff.allowedLocationIds }, { type: "staff", userId: staff.userId }, input);
  revalidatePath("/admin/employees");
  return result;
});
