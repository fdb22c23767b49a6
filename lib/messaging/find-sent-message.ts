import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { selectMessages } from "./message-query";
import type { MessageView } from "./message-views";

/**
 * The message an earlier attempt of the same send already wrote (issue 44 item 6): the
 * composer keeps its client-made id across retries, so a retry whose first answer was lost
 * finds the first message here and returns it instead of writing a second one. Scoped to one
 * business and conversation, as the unique index is. Not `server-only`, like the senders.
 */
export async function findSentMessage(
  db: DbOrTx,
  where: { businessId: string; conversationId: string; clientMessageId: string | undefined | null },
): Promise<MessageView | null> {
  if (!where.clientMessageId) return null;
  const [message] = await selectMessages(
    db,
    sql`m.business_id = ${where.businessId}::uuid and m.conversation_id = ${where.conversationId}::uuid
        and m.client_message_id = ${where.clientMessageId}::uuid`,
  );
  return message ?? null;
}
