import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { displayDocumentNumber } from "@/lib/format/document-number";
import { isUuid } from "@/lib/foundation/is-uuid";
import { findSentMessage } from "./find-sent-message";
import { selectMessages, uuidArray } from "./message-query";
import { notifyCustomer } from "@/lib/notifications/notify-customer";
import { ATTACHMENTS_ONLY_CONTENT } from "./message-schema";
import type { MessageView } from "./message-views";
import type { CustomerScope } from "@/lib/foundation/scope";

export type BusinessMessageInput = {
  /** The staff user who writes (null for a system message). */
  senderUserId: string | null;
  content: string;
  senderType?: "business" | "system";
  /** Links to the customer's own quotes or invoices, shown as links in the portal. */
  quoteIds?: string[];
  invoiceIds?: string[];
  /** Files uploaded by staff of this business and not attached to any message yet. */
  fileIds?: string[];
  /** The composer's id for this send; a second send with it returns the first message (issue 44 item 6). */
  clientMessageId?: string;
};

/**
 * A reply from the business into a customer's conversation (created if missing), with
 * optional quote/invoice links that must belong to the same customer. The customer gets a
 * bell notification; an open Messages page picks the message up through the live stream.
 *
 * Not `server-only`, and takes its `db`: the admin side calls it, and so do scripts and
 * tests from another process (the "second app instance" of the live-update test).
 *
 * With a `clientMessageId` already used in this conversation (a retry, or the same send twice
 * at once) nothing new is written and the first message comes back, without a second
 * notification: the unique index lets only one insert through.
 */
export async function sendBusinessMessage(
  scope: CustomerScope,
  input: BusinessMessageInput,
  database?: DbOrTx,
): Promise<MessageView> {
  const db = database ?? (await import("@/db/client")).db;
  const fileIds = (input.fileIds ?? []).filter(isUuid);
  const hasAttachments = fileIds.length + (input.quoteIds?.length ?? 0) + (input.invoiceIds?.length ?? 0) > 0;
  // Spec §5: text empty after trimming but attachments present.
  const content = input.content.trim() || (hasAttachments ? ATTACHMENTS_ONLY_CONTENT : "");
  if (!content) throw new Error("A business message needs content");
  const senderType = input.senderType ?? "business";
  const messageType = fileIds.length > 0 ? "file" : "text";

  const [created] = await db.execute<{ id: string | null; conversation_id: string | null }>(sql`
    with existing as (
      insert into conversations (business_id, customer_id, last_message_at)
      select c.business_id, c.id, now() from customers c
      where c.id = ${scope.customerId}::uuid and c.business_id = ${scope.businessId}::uuid
      on conflict (business_id, customer_id) do update set last_message_at = now(), updated_at = now()
      returning id, business_id
    ), message as (
      insert into messages (business_id, conversation_id, sender_type, sender_id, content, message_type, client_message_id)
      select business_id, id, ${senderType}, ${input.senderUserId}::uuid, ${content}, ${messageType}, ${input.clientMessageId ?? null}::uuid
      from existing
      on conflict (business_id, conversation_id, client_message_id) do nothing
      returning id, business_id, conversation_id
    ), quote_links as (
      insert into message_attachments (business_id, message_id, kind, quote_id)
      select m.business_id, m.id, 'quote_link', q.id from message m
      join quotes q on q.business_id = m.business_id and q.customer_id = ${scope.customerId}::uuid
      where q.id = any(${uuidOrEmpty(input.quoteIds)})
    ), invoice_links as (
      insert into message_attachments (business_id, message_id, kind, invoice_id)
      select m.business_id, m.id, 'invoice_link', i.id from message m
      join invoices i on i.business_id = m.business_id and i.customer_id = ${scope.customerId}::uuid
      where i.id = any(${uuidOrEmpty(input.invoiceIds)})
    ), file_links as (
      insert into message_attachments (business_id, message_id, kind, file_id)
      select m.business_id, m.id, 'file', f.id from message m
      join files f on f.business_id = m.business_id and f.uploaded_by_type = 'staff'
      where f.id = any(${uuidArray(fileIds)})
        and not exists (select 1 from message_attachments a where a.business_id = f.business_id and a.file_id = f.id)
    )
    select (select id from message) as id, (select id from existing) as conversation_id`);
  if (!created?.conversation_id) throw new Error("Customer not found in this business");
  if (!created.id) {
    const twin = await findSentMessage(db, {
      businessId: scope.businessId,
      conversationId: created.conversation_id,
      clientMessageId: input.clientMessageId,
    });
    if (twin) return twin;
    throw new Error("The message was neither written nor found");
  }

  const [message] = await selectMessages(
    db,
    sql`m.business_id = ${scope.businessId}::uuid and m.id = ${created.id}::uuid`,
  );
  const links = message.attachments
    .map((a) =>
      a.type === "quote_link"
        ? `quote ${displayDocumentNumber(a.quote_number, a.quote_id)}`
        : a.type === "invoice_link"
          ? `invoice ${displayDocumentNumber(a.invoice_number, a.invoice_id)}`
          : null,
    )
    .filter(Boolean);
  await notifyCustomer(
    scope,
    {
      kind: "message",
      title: "New message from your service provider",
      body: `${content.slice(0, 200)}${links.length ? ` (${links.join(", ")})` : ""}`,
      link: "/messages",
    },
    db,
  );
  return message;
}

function uuidOrEmpty(ids: string[] | undefined) {
  return uuidArray((ids ?? []).filter(isUuid));
}
