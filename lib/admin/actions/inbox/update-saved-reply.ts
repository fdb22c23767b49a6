"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { updateSavedReplySchema } from "@/lib/messaging/saved-replies/saved-reply-schema";
import { updateSavedReply } from "@/lib/messaging/saved-replies/update-saved-reply";

/** Inbox → Saved replies: edit one (send_messages). */
export const updateSavedReplyAction = staffAction("send_messages", updateSavedReplySchema, async ({ savedReplyId, ...input }, staff) => {
  const reply = await updateSavedReply(staff, savedReplyId, input);
  revalidatePath("/admin/messaging/saved-replies");
  return reply;
});
