"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { setWorkingHoursSchema } from "@/lib/booking/availability/working-hours-schema";
import { setMemberWorkingHours } from "@/lib/booking/availability/set-working-hours";

/**
 * Employees → Working hours: replaces a member's week (manage_employees). A location-limited
 * member sets hours only for members of their locations; online booking offers the new hours
 * from the next request.
 */
export const setWorkingHoursAction = staffAction("manage_employees", setWorkingHoursSchema, async (input, staff) => {
  const result = await setMemberWorkingHours({ businessId: staff.businessId, locationIds: staff.allowedLocationIds }, { userId: staff.userId, ip: staff.request.ip }, input);
  revalidatePath(`/admin/employees/${input.memberId}/hours`);
  return result;
});
