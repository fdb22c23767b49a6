"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { createSavedReply } from "@/lib/messaging/saved-replies/create-saved-reply";
import { savedReplyInputSchema } from "@/lib/messaging/saved-replies/saved-reply-schema";

/** Inbox → Saved replies: add one (send_messages). */
export const createSavedReplyAction = staffAction("send_messages", savedReplyInputSchema, async (input, staff) => {
  const reply = await createSavedReply({ businessId: staff.businessId, userId: staff.userId }, input);
  revalidatePath("/admin/messaging/saved-replies");
  return reply;
});
