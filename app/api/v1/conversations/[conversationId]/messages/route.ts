import { decodeCursor, listQuery, pageOf } from "@/lib/api/pagination";
import { createMessageBody, messageToJson } from "@/lib/api/v1/conversations/conversation-schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { apiRoute } from "@/lib/core/routes/api-route";
import { param } from "@/lib/core/routes/define-route";
import { listThreadMessagesBefore } from "@/lib/messaging/inbox/list-thread-messages-before";
import { replyToConversation } from "@/lib/messaging/inbox/reply-to-conversation";

/** GET /api/v1/conversations/{conversationId}/messages — newest first (view_messages); another business's id is 404. */
export const GET = apiRoute("view_messages", { query: listQuery }, async (_request, { scope, query, params }) => {
  const cursor = decodeCursor(query.cursor);
  if (cursor && (cursor.length !== 2 || typeof cursor[0] !== "string" || typeof cursor[1] !== "string" || !isUuid(cursor[1]) || Number.isNaN(Date.parse(cursor[0])))) {
    throw new DomainError("invalid", "cursor is not valid");
  }
  const before = cursor ? { createdAt: cursor[0] as string, id: cursor[1] as string } : null;
  const rows = await listThreadMessagesBefore(scope, param(params, "conversationId"), before, query.limit);
  return Response.json(pageOf(rows, query.limit, (m) => [m.createdAt, m.id], messageToJson));
});

/** POST /api/v1/conversations/{conversationId}/messages — a reply from the business (send_messages); sent by the key, so no staff sender. */
export const POST = apiRoute("send_messages", { body: createMessageBody }, async (_request, { scope, body, params }) => {
  const message = await replyToConversation(
    scope,
    { conversationId: param(params, "conversationId"), content: body.content, fileIds: [], quoteIds: body.quote_ids, invoiceIds: body.invoice_ids },
    null,
  );
  return Response.json(messageToJson(message), { status: 201 });
});
