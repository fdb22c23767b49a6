import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { isUuid } from "@/lib/foundation/is-uuid";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { unreadByBusiness } from "./unread-for-business";

/**
 * Opening a thread reads it for the business: the reader's user id is appended to every
 * customer message no staff member has read yet (the customer sees "Seen"). Returns the
 * count; not_found for another business's conversation.
 */
export async function markConversationReadByBusiness(scope: BusinessScope, conversationId: string, userId: string): Promise<number> {
  if (!isUuid(conversationId)) throw new DomainError("not_found", "Conversation not found");
  const rows = await db.execute<{ id: string | null; found: boolean }>(sql`
    with c as (select id, business_id, customer_id from conversations where id = ${conversationId}::uuid and business_id = ${scope.businessId}::uuid),
    updated as (
      update messages m set read_by = array_append(m.read_by, ${userId}::text)
      from c
      where m.business_id = c.business_id and m.conversation_id = c.id and ${unreadByBusiness("m", "c")}
      returning m.id
    )
    select (select count(*) from updated)::int as n, exists (select 1 from c) as found`);
  const row = rows[0] as unknown as { n: number; found: boolean };
  if (!row.found) throw new DomainError("not_found", "Conversation not found");
  return row.n;
}

/**
 * "Mark unread": the latest customer message becomes unread for the business again (staff
 * ids leave its read_by), so the conversation comes back into the unread filter.
 */
export async function markConversationUnreadByBusiness(scope: BusinessScope, conversationId: string): Promise<void> {
  if (!isUuid(conversationId)) throw new DomainError("not_found", "Conversation not found");
  const rows = await db.execute<{ found: boolean }>(sql`
    with c as (select id, business_id, customer_id from conversations where id = ${conversationId}::uuid and business_id = ${scope.businessId}::uuid),
    latest as (
      select m.id from messages m join c on m.business_id = c.business_id and m.conversation_id = c.id
      where m.sender_type = 'customer' order by m.created_at desc, m.id desc limit 1
    ),
    updated as (
      update messages m set read_by = array[c.customer_id::text]
      from c, latest where m.id = latest.id and m.business_id = c.business_id
      returning m.id
    )
    select exists (select 1 from c) as found, (select count(*) from updated)::int as n`);
  if (!rows[0]?.found) throw new DomainError("not_found", "Conversation not found");
}
