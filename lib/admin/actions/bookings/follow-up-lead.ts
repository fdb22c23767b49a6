"use server";

import { revalidatePath } from "next/cache";
import { followUpLead } from "@/lib/booking/leads/follow-up-lead";
import { followUpLeadSchema } from "@/lib/booking/leads/lead-schema";
import { staffAction } from "@/lib/core/staff-action";

/** Service requests → Leads "Follow up": email a lead a note back to /book (manage_schedule, as answering a booking). */
export const followUpLeadAction = staffAction("manage_schedule", followUpLeadSchema, async (input, staff) => {
  const done = await followUpLead(staff, { userId: staff.userId, ip: staff.request.ip }, input.leadId);
  revalidatePath("/admin/service-requests/leads");
  return done;
});
