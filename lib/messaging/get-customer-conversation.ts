import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { conversations } from "@/db/schema";
import { selectMessages } from "./message-query";
import type { ConversationView } from "./message-views";
import type { CustomerScope } from "@/lib/foundation/scope";

/** The messages page shows the latest messages of the one conversation. */
export const CONVERSATION_MESSAGE_LIMIT = 200;

async function findConversationId(scope: CustomerScope): Promise<string | undefined> {
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.businessId, scope.businessId), eq(conversations.customerId, scope.customerId)))
    .limit(1);
  return existing?.id;
}

/** The customer's single conversation with the business, created on first use. */
export async function getOrCreateConversationId(scope: CustomerScope): Promise<string> {
  const existing = await findConversationId(scope);
  if (existing) return existing;
  // Two first visits at once: the unique (business, customer) key keeps one row.
  const rows = await db.execute<{ id: string }>(sql`
    with inserted as (
      insert into conversations (business_id, customer_id) values (${scope.businessId}::uuid, ${scope.customerId}::uuid)
      on conflict (business_id, customer_id) do nothing
      returning id
    )
    select id from inserted
    union all
    select id from conversations where business_id = ${scope.businessId}::uuid and customer_id = ${scope.customerId}::uuid
    limit 1`);
  if (rows[0]) return rows[0].id;
  // A simultaneous first visit inserted the row after this statement's snapshot was taken:
  // the insert waited for it and did nothing, and the select could not see it yet. A new
  // statement sees the committed row.
  const committed = await findConversationId(scope);
  if (!committed) throw new Error("conversation could not be created");
  return committed;
}

/** Spec §7 call 15 'conversations': the conversation (id, messages), oldest message first. */
export async function getCustomerConversation(scope: CustomerScope): Promise<ConversationView> {
  const id = await getOrCreateConversationId(scope);
  const latest = await selectMessages(
    db,
    sql`m.business_id = ${scope.businessId}::uuid and m.conversation_id = ${id}::uuid`,
    sql`order by m.created_at desc, m.id desc limit ${CONVERSATION_MESSAGE_LIMIT}`,
  );
  return { id, messages: latest.reverse() };
}
