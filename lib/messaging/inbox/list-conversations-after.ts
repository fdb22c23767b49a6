import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { andAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { unreadByBusiness } from "./unread-for-business";

export type ConversationListRow = {
  id: string;
  customerId: string;
  customerName: string;
  lastMessageAt: string | null;
  activityAt: string;
  unreadCount: number;
  createdAt: string;
};

/**
 * A keyset page of the business's conversations for the API: newest activity first (the last
 * message, or the creation for one without messages), `limit + 1` rows after the cursor
 * (activity time, id) so the caller can tell whether more follow.
 */
export async function listConversationsAfter(
  scope: BusinessScope,
  after: { activityAt: string; id: string } | null,
  limit: number,
): Promise<ConversationListRow[]> {
  const rows = await db.execute<{
    id: string;
    customer_id: string;
    first_name: string;
    last_name: string;
    last_message_at: Date | string | null;
    activity_at: Date | string;
    unread_count: number;
    created_at: Date | string;
  }>(sql`
    select c.id, c.customer_id, cu.first_name, cu.last_name, c.last_message_at, c.created_at,
           coalesce(c.last_message_at, c.created_at) as activity_at,
           (select count(*) from messages m
             where m.business_id = c.business_id and m.conversation_id = c.id and ${unreadByBusiness("m", "c")})::int as unread_count
    from conversations c
    join customers cu on cu.id = c.customer_id and cu.business_id = c.business_id
    where c.business_id = ${scope.businessId}::uuid${andAtScopeLocations(sql`cu.location_id`, scope)}
      ${after ? sql`and (coalesce(c.last_message_at, c.created_at), c.id) < (${after.activityAt}::timestamptz, ${after.id}::uuid)` : sql``}
    order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
    limit ${limit + 1}`);
  const iso = (v: Date | string) => new Date(v).toISOString();
  return rows.map((r) => ({
    id: r.id,
    customerId: r.customer_id,
    customerName: `${r.first_name} ${r.last_name}`.trim(),
    lastMessageAt: r.last_message_at ? iso(r.last_message_at) : null,
    activityAt: iso(r.activity_at),
    unreadCount: Number(r.unread_count),
    createdAt: iso(r.created_at),
  }));
}
