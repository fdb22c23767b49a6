"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { deleteSavedReply } from "@/lib/messaging/saved-replies/delete-saved-reply";
import { deleteSavedReplySchema } from "@/lib/messaging/saved-replies/saved-reply-schema";

/** Inbox → Saved replies: delete one (send_messages). */
export const deleteSavedReplyAction = staffAction("send_messages", deleteSavedReplySchema, async ({ savedReplyId }, staff) => {
  const reply = await deleteSavedReply(staff, savedReplyId);
  revalidatePath("/admin/messaging/saved-replies");
  return reply;
});
