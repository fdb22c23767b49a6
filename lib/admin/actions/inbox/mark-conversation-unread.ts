"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { markConversationUnreadByBusiness } from "@/lib/messaging/inbox/mark-business-read";
import { conversationIdSchema } from "@/lib/messaging/inbox/reply-schema";

/** Inbox: put a conversation back among the unread ones (needs view_messages). */
export const markConversationUnreadAction = staffAction("view_messages", conversationIdSchema, async (input, staff) => {
  await markConversationUnreadByBusiness(staff, input.conversationId);
  revalidatePath("/admin/messaging");
  return null;
});
