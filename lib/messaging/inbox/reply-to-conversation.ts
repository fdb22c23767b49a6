import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { uuidArray } from "../message-query";
import type { MessageView } from "../message-views";
import { findSentMessage } from "../find-sent-message";
import { sendBusinessMessage } from "../send-business-message";
import { findConversationCustomer } from "./get-business-conversation";
import type { BusinessReply } from "./reply-schema";

/**
 * A staff member (or an API key: `senderUserId` null) answers a conversation of their
 * business. Every attachment must be usable: files uploaded by staff of this business and
 * not yet attached, quotes and invoices of this very customer that the customer can see
 * (not drafts) — otherwise 400 and nothing is sent. The customer's open Messages page picks
 * the reply up through its live stream; their bell gets a notification. A retry of a send
 * (same `clientMessageId`) gets the first message back before its attachments, now attached
 * to that message, are checked again.
 */
export async function replyToConversation(
  scope: BusinessScope,
  input: BusinessReply,
  senderUserId: string | null,
): Promise<MessageView> {
  const customer = await findConversationCustomer(scope, input.conversationId);
  const earlier = await findSentMessage(db, { ...scope, conversationId: input.conversationId, clientMessageId: input.clientMessageId });
  if (earlier && earlier.senderType !== "customer") return earlier;
  const fileIds = [...new Set(input.fileIds)];
  const quoteIds = [...new Set(input.quoteIds)];
  const invoiceIds = [...new Set(input.invoiceIds)];
  const [usable] = await db.execute<{ files: number; quotes: number; invoices: number }>(sql`
    select
      (select count(*) from files f where f.business_id = ${scope.businessId}::uuid and f.id = any(${uuidArray(fileIds)})
         and f.uploaded_by_type = 'staff'
         and not exists (select 1 from message_attachments a where a.business_id = f.business_id and a.file_id = f.id))::int as files,
      (select count(*) from quotes q where q.business_id = ${scope.businessId}::uuid and q.id = any(${uuidArray(quoteIds)})
         and q.customer_id = ${customer.id}::uuid and q.status <> 'draft')::int as quotes,
      (select count(*) from invoices i where i.business_id = ${scope.businessId}::uuid and i.id = any(${uuidArray(invoiceIds)})
         and i.customer_id = ${customer.id}::uuid and i.status <> 'draft')::int as invoices`);
  if (Number(usable.files) !== fileIds.length) throw new DomainError("invalid", "Attachment not found");
  if (Number(usable.quotes) !== quoteIds.length) throw new DomainError("invalid", "Quote not found");
  if (Number(usable.invoices) !== invoiceIds.length) throw new DomainError("invalid", "Invoice not found");

  return sendBusinessMessage(
    { businessId: scope.businessId, customerId: customer.id },
    { senderUserId, content: input.content, fileIds, quoteIds, invoiceIds, clientMessageId: input.clientMessageId },
    db,
  );
}
