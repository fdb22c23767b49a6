"use server";

import { revalidatePath } from "next/cache";
import { bookingSettingsSchema } from "@/lib/booking/settings/booking-settings-schema";
import { updateBookingSettings } from "@/lib/booking/settings/update-booking-settings";
import { staffAction } from "@/lib/core/staff-action";

/** Settings → Booking: online booking on/off, confirmation, arrival windows, embedding sites, terms (manage_settings). */
export const updateBookingSettingsAction = staffAction("manage_settings", bookingSettingsSchema, async (input, staff) => {
  const result = await updateBookingSettings({ businessId: staff.businessId }, { userId: staff.userId, ip: staff.request.ip }, input);
  revalidatePath("/admin/settings/booking");
  return result;
});
