"use server";

import { revalidatePath } from "next/cache";
import { staffAction } from "@/lib/core/staff-action";
import { businessReplySchema } from "@/lib/messaging/inbox/reply-schema";
import { replyToConversation } from "@/lib/messaging/inbox/reply-to-conversation";

/** Inbox: answer a customer's conversation (needs send_messages). */
export const replyToConversationAction = staffAction(
  "send_messages",
  businessReplySchema,
  async (input, staff) => {
    const message = await replyToConversation(staff, input, staff.userId);
    revalidatePath(`/admin/messaging/${input.conversationId}`);
    return message;
  },
  { fallback: "Failed to send message" },
);
