import { z } from "zod";
import { defineOperation } from "@/lib/api/openapi/define-operation";
import { listQuery } from "@/lib/api/pagination";
import { isUuid } from "@/lib/foundation/is-uuid";
import { EMPTY_MESSAGE, MAX_ATTACHMENTS_PER_MESSAGE, MESSAGE_MAX_LENGTH } from "@/lib/messaging/message-schema";
import type { MessageView } from "@/lib/messaging/message-views";
import type { ConversationListRow } from "@/lib/messaging/inbox/list-conversations-after";

/** `GET /api/v1/conversations` items. */
export const conversationJson = z.object({
  id: z.uuid(),
  customer_id: z.uuid(),
  customer_name: z.string(),
  last_message_at: z.iso.datetime().nullable(),
  unread_count: z.number().int().describe("customer messages no staff member has read yet"),
  created_at: z.iso.datetime(),
});

export function conversationToJson(row: ConversationListRow): z.infer<typeof conversationJson> {
  return {
    id: row.id,
    customer_id: row.customerId,
    customer_name: row.customerName,
    last_message_at: row.lastMessageAt,
    unread_count: row.unreadCount,
    created_at: row.createdAt,
  };
}

const attachmentJson = z.discriminatedUnion("type", [
  z.object({ type: z.literal("file"), id: z.uuid(), name: z.string(), size: z.number().int(), mime_type: z.string() }),
  z.object({ type: z.literal("quote_link"), quote_id: z.uuid(), quote_number: z.string().nullable() }),
  z.object({ type: z.literal("invoice_link"), invoice_id: z.uuid(), invoice_number: z.string().nullable() }),
]);

/** Spec §3 Message, snake_case. */
export const messageJson = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  sender_type: z.enum(["customer", "system", "business"]),
  sender_id: z.uuid().nullable(),
  content: z.string(),
  message_type: z.enum(["text", "file"]),
  attachments: z.array(attachmentJson),
  read_by: z.array(z.string()),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

export function messageToJson(m: MessageView): z.infer<typeof messageJson> {
  return {
    id: m.id,
    conversation_id: m.conversationId,
    sender_type: m.senderType,
    sender_id: m.senderId,
    content: m.content,
    message_type: m.messageType,
    // Files are downloaded by staff and customers through the app; the API gives their metadata.
    attachments: m.attachments.map((a) => (a.type === "file" ? { type: a.type, id: a.id, name: a.name, size: a.size, mime_type: a.mime_type } : a)),
    read_by: m.readBy,
    created_at: m.createdAt,
    updated_at: m.updatedAt,
  };
}

const linkIds = (message: string) =>
  z
    .array(z.string().refine(isUuid, { message }))
    .max(MAX_ATTACHMENTS_PER_MESSAGE, { error: `At most ${MAX_ATTACHMENTS_PER_MESSAGE} links per message` })
    .default([]);

/** `POST /api/v1/conversations/{conversationId}/messages`: text and links to the customer's quotes or invoices. */
export const createMessageBody = z
  .object({
    content: z.string().trim().max(MESSAGE_MAX_LENGTH, `content must be at most ${MESSAGE_MAX_LENGTH} characters`).default(""),
    quote_ids: linkIds("quote_ids must hold quote ids"),
    invoice_ids: linkIds("invoice_ids must hold invoice ids"),
  })
  .refine((b) => b.content.length > 0 || b.quote_ids.length + b.invoice_ids.length > 0, { message: EMPTY_MESSAGE, path: ["content"] });

export const listConversationsOperation = defineOperation({
  method: "get",
  path: "/conversations",
  summary: "Customer conversations, newest activity first",
  tag: "Messages",
  permission: "view_messages",
  query: listQuery,
  response: conversationJson,
  list: true,
});

export const listConversationMessagesOperation = defineOperation({
  method: "get",
  path: "/conversations/{conversationId}/messages",
  summary: "Messages of a conversation, newest first",
  tag: "Messages",
  permission: "view_messages",
  query: listQuery,
  response: messageJson,
  list: true,
});

export const createConversationMessageOperation = defineOperation({
  method: "post",
  path: "/conversations/{conversationId}/messages",
  summary: "Reply to a conversation as the business",
  description: "The customer sees the message in their portal at once and gets a notification. Links must name the customer's own quotes or invoices that are not drafts.",
  tag: "Messages",
  permission: "send_messages",
  body: createMessageBody,
  response: messageJson,
  successStatus: 201,
});
