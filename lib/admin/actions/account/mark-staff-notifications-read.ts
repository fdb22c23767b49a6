"use server";

import { ANY_STAFF, staffAction } from "@/lib/core/staff-action";
import { noInput } from "@/lib/foundation/no-input";
import { markStaffNotificationsRead } from "@/lib/notifications/staff/mark-staff-notifications-read";

/** Opening the admin bell reads the member's own notifications (any staff member). */
export const markStaffNotificationsReadAction = staffAction(ANY_STAFF, noInput, async (_input, staff) => {
  const count = await markStaffNotificationsRead(staff, staff.userId);
  return { count };
});
