import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { selectMessages } from "./message-query";
import type { MessageView } from "./message-views";
import type { CustomerScope } from "@/lib/foundation/scope";

/**
 * The live-updates poll: messages of the customer's conversation created after `since`,
 * oldest first. Served by the (business, conversation, created_at) index; the conversation
 * must be the customer's (checked in the same WHERE clause).
 */
export async function listMessagesSince(scope: CustomerScope, conversationId: string, since: Date): Promise<MessageView[]> {
  return selectMessages(
    db,
    sql`m.business_id = ${scope.businessId}::uuid and m.conversation_id = ${conversationId}::uuid
        and m.created_at > ${since.toISOString()}::timestamptz
        and exists (select 1 from conversations c
                    where c.id = m.conversation_id and c.business_id = m.business_id and c.customer_id = ${scope.customerId}::uuid)`,
    sql`order by m.created_at, m.id limit 100`,
  );
}
