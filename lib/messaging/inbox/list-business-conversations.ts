import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { andAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { InboxPage, InboxRow } from "./inbox-views";
import { unreadByBusiness } from "./unread-for-business";

export type InboxQuery = { q: string; unreadOnly: boolean; limit: number; offset: number };

type Row = {
  conversation_id: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  last_message_at: Date | string | null;
  preview: string | null;
  last_sender_type: InboxRow["lastSenderType"];
  unread_count: number | string;
  total: number | string;
};

/**
 * The inbox: every conversation of the business that has a message, newest activity first,
 * with the customer, the last message and the unread count; searched by the customer's
 * name or email, optionally only those with unread messages. One query (the total comes
 * from a window count over the filtered rows, before the page's LIMIT).
 */
export async function listBusinessConversations(scope: BusinessScope, query: InboxQuery): Promise<InboxPage> {
  const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.execute<Row>(sql`
    with inbox as (
      select c.id as conversation_id, c.customer_id, cu.first_name, cu.last_name, cu.email, c.last_message_at,
             (select count(*) from messages m
               where m.business_id = c.business_id and m.conversation_id = c.id and ${unreadByBusiness("m", "c")})::int as unread_count
      from conversations c
      join customers cu on cu.id = c.customer_id and cu.business_id = c.business_id
      where c.business_id = ${scope.businessId}::uuid and c.last_message_at is not null${andAtScopeLocations(sql`cu.location_id`, scope)}
        and (${query.q} = '' or (cu.first_name || ' ' || cu.last_name) ilike ${like} or coalesce(cu.email, '') ilike ${like})
    )
    select inbox.*, last.content as preview, last.sender_type as last_sender_type, count(*) over () as total
    from inbox
    left join lateral (
      select m.content, m.sender_type from messages m
      where m.business_id = ${scope.businessId}::uuid and m.conversation_id = inbox.conversation_id
      order by m.created_at desc, m.id desc limit 1
    ) last on true
    where not ${query.unreadOnly} or inbox.unread_count > 0
    order by inbox.last_message_at desc, inbox.conversation_id
    limit ${query.limit} offset ${query.offset}`);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      conversationId: r.conversation_id,
      customerId: r.customer_id,
      customerName: `${r.first_name} ${r.last_name}`.trim(),
      customerEmail: r.email,
      lastMessageAt: r.last_message_at ? new Date(r.last_message_at).toISOString() : null,
      lastMessagePreview: r.preview ? r.preview.slice(0, 140) : null,
      lastSenderType: r.last_sender_type,
      unreadCount: Number(r.unread_count),
    })),
  };
}
