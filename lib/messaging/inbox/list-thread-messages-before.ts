import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { BusinessScope } from "@/lib/foundation/scope";
import { selectMessages } from "../message-query";
import type { MessageView } from "../message-views";
import { findConversationCustomer } from "./get-business-conversation";

/**
 * A keyset page of one conversation's messages for the API, newest first, `limit + 1`
 * rows before the cursor (created_at, id). not_found unless the conversation is the business's.
 */
export async function listThreadMessagesBefore(
  scope: BusinessScope,
  conversationId: string,
  before: { createdAt: string; id: string } | null,
  limit: number,
): Promise<MessageView[]> {
  await findConversationCustomer(scope, conversationId);
  return selectMessages(
    db,
    sql`m.business_id = ${scope.businessId}::uuid and m.conversation_id = ${conversationId}::uuid
        ${before ? sql`and (m.created_at, m.id) < (${before.createdAt}::timestamptz, ${before.id}::uuid)` : sql``}`,
    sql`order by m.created_at desc, m.id desc limit ${limit + 1}`,
  );
}
