import { decodeCursor, listQuery, pageOf } from "@/lib/api/pagination";
import { conversationToJson } from "@/lib/api/v1/conversations/conversation-schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { apiRoute } from "@/lib/core/routes/api-route";
import { listConversationsAfter } from "@/lib/messaging/inbox/list-conversations-after";

/** GET /api/v1/conversations — the business's customer conversations (view_messages). */
export const GET = apiRoute("view_messages", { query: listQuery }, async (_request, { scope, query }) => {
  const cursor = decodeCursor(query.cursor);
  if (cursor && (cursor.length !== 2 || typeof cursor[0] !== "string" || typeof cursor[1] !== "string" || !isUuid(cursor[1]) || Number.isNaN(Date.parse(cursor[0])))) {
    throw new DomainError("invalid", "cursor is not valid");
  }
  const after = cursor ? { activityAt: cursor[0] as string, id: cursor[1] as string } : null;
  const rows = await listConversationsAfter(scope, after, query.limit);
  return Response.json(pageOf(rows, query.limit, (r) => [r.activityAt, r.id], conversationToJson));
});
