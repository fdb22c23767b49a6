import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import type { CustomerScope } from "@/lib/foundation/scope";

/**
 * Read receipts (spec §3 read_by): the customer's id is appended to every message of the
 * business (or system) in their conversation that they have not read yet. Returns the ids.
 */
export async function markConversationRead(scope: CustomerScope, conversationId: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    update messages m set read_by = array_append(m.read_by, ${scope.customerId}::text)
    from conversations c
    where c.id = ${conversationId}::uuid and c.business_id = ${scope.businessId}::uuid and c.customer_id = ${scope.customerId}::uuid
      and m.business_id = c.business_id and m.conversation_id = c.id
      and m.sender_type <> 'customer'
      and not (${scope.customerId}::text = any(m.read_by))
    returning m.id`);
  return rows.map((r) => r.id);
}
