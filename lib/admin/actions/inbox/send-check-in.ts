"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { checkInSchema } from "@/lib/reports/check-in-schema";
import { sendCheckIn } from "@/lib/reports/send-check-in";

/** At-risk list: send the customer a check-in message (send_messages). */
export const sendCheckInAction = staffAction(
  "send_messages",
  checkInSchema,
  async (input, staff) => {
    const sent = await sendCheckIn({ businessId: staff.businessId, userId: staff.userId }, input.customerId);
    revalidatePath("/admin/messaging");
    return sent;
  },
  { fallback: "Failed to send message" },
);
