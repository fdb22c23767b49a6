import "server-only";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { sql } from "drizzle-orm";
import { db, inWriteTransaction } from "@/db/client";
import { findSentMessage } from "./find-sent-message";
import { uuidArray } from "./message-query";
import { notifyBusinessOwner } from "@/lib/notifications/notify-business-owner";
import { DomainError } from "@/lib/foundation/domain-error";
import { ATTACHMENTS_ONLY_CONTENT, type CustomerMessageData } from "./message-schema";
import type { FileAttachmentView, MessageView } from "./message-views";
import type { CustomerScope } from "@/lib/foundation/scope";

type FileRow = { id: string; name: string; size: number | string; mime_type: string };

/**
 * Spec §7 call 15 send_message. The attached files must be this customer's own uploads,
 * not yet attached anywhere. The message, its attachments and the conversation's
 * last-message time are written in one statement, so a failure leaves nothing half-sent;
 * the conversation must be the customer's (checked inside it). The owner is notified.
 *
 * A send carrying the id of one already written (a retry whose answer was lost, or the same
 * send twice at once) returns that message and notifies no one again: the unique index on
 * (business, conversation, client id) lets only one of them insert.
 */
export async function sendCustomerMessage(
  scope: CustomerScope,
  input: CustomerMessageData,
  customerName: string,
): Promise<MessageView> {
  // The write, its notices and its webhook event commit together (the outbox, emit-webhook-event.ts).
  return inWriteTransaction(() => sendCustomerMessageInTransaction(scope, input, customerName));
}

async function sendCustomerMessageInTransaction(
  scope: CustomerScope,
  input: CustomerMessageData,
  customerName: string,
): Promise<MessageView> {
  const sent = { businessId: scope.businessId, conversationId: input.conversationId, clientMessageId: input.clientMessageId };
  const earlier = await findOwnMessage(scope, sent);
  if (earlier) return earlier;

  const fileIds = [...new Set(input.fileIds)];
  let files: FileRow[] = [];
  if (fileIds.length > 0) {
    files = await db.execute<FileRow>(sql`
      select f.id, f.name, f.size, f.mime_type from files f
      where f.id = any(${uuidArray(fileIds)}) and f.business_id = ${scope.businessId}::uuid
        and f.uploaded_by_type = 'customer' and f.uploaded_by_id = ${scope.customerId}::uuid
        and not exists (select 1 from message_attachments a where a.business_id = f.business_id and a.file_id = f.id)`);
    if (files.length !== fileIds.length) throw new DomainError("invalid", "Attachment not found");
  }
  const content = input.content || ATTACHMENTS_ONLY_CONTENT;
  const messageType = fileIds.length > 0 ? "file" : "text";

  const rows = await db.execute<{ id: string; created_at: Date | string; updated_at: Date | string }>(sql`
    with conversation as (
      update conversations set last_message_at = now(), updated_at = now()
      where id = ${input.conversationId}::uuid and business_id = ${scope.businessId}::uuid and customer_id = ${scope.customerId}::uuid
      returning id, business_id
    ), message as (
      insert into messages (business_id, conversation_id, sender_type, sender_id, content, message_type, read_by, client_message_id)
      select business_id, id, 'customer', ${scope.customerId}::uuid, ${content}, ${messageType}, array[${scope.customerId}::text],
             ${input.clientMessageId ?? null}::uuid
      from conversation
      on conflict (business_id, conversation_id, client_message_id) do nothing
      returning id, business_id, created_at, updated_at
    ), attached as (
      insert into message_attachments (business_id, message_id, kind, file_id)
      select message.business_id, message.id, 'file', f.id
      from message cross join unnest(${uuidArray(fileIds)}) as f(id)
      returning id
    )
    select message.id, message.created_at, message.updated_at, (select count(*) from attached) as attached
    from message`);
  const row = rows[0];
  if (!row) {
    // The same send committed first in another request: answer with its message.
    const twin = await findOwnMessage(scope, sent);
    if (twin) return twin;
    throw new DomainError("not_found", "Conversation not found");
  }

  await notifyBusinessOwner(scope, {
    kind: "customer_message",
    title: `New message from ${customerName}`,
    body: content.slice(0, 280),
    link: `/admin/messaging/${input.conversationId}`,
  });

  const byId = new Map(files.map((f) => [f.id, f]));
  const attachments: FileAttachmentView[] = fileIds.map((id) => {
    const f = byId.get(id)!;
    return { type: "file", id, name: f.name, url: `/api/files/${id}`, size: Number(f.size), mime_type: f.mime_type };
  });
  const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
  await emitWebhookEvent({
    businessId: scope.businessId,
    type: "message.received",
    data: {
      message: {
        id: row.id, conversation_id: input.conversationId, customer_id: scope.customerId, content, message_type: messageType,
        attachments: attachments.map((a) => ({ id: a.id, name: a.name, size: a.size, mime_type: a.mime_type })), created_at: iso(row.created_at),
      },
    },
  });
  return {
    id: row.id,
    conversationId: input.conversationId,
    senderId: scope.customerId,
    senderType: "customer",
    content,
    messageType,
    attachments,
    readBy: [scope.customerId],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** An earlier attempt of this send, if it is this customer's own message. */
async function findOwnMessage(
  scope: CustomerScope,
  sent: { businessId: string; conversationId: string; clientMessageId: string | undefined },
): Promise<MessageView | null> {
  const message = await findSentMessage(db, sent);
  return message && message.senderType === "customer" && message.senderId === scope.customerId ? message : null;
}
