import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { isUuid } from "@/lib/foundation/is-uuid";
import { DomainError } from "@/lib/foundation/domain-error";
import { andAtScopeLocations } from "@/lib/locations/location-scope-sql";
import type { BusinessScope } from "@/lib/foundation/scope";
import { selectMessages } from "../message-query";
import type { MessageView } from "../message-views";
import type { InboxCustomer } from "./inbox-views";

/** A thread shows its latest messages (the portal shows the same window). */
export const THREAD_MESSAGE_LIMIT = 200;

export type BusinessThread = { conversationId: string; customer: InboxCustomer; messages: MessageView[] };

type CustomerRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  service_plan: string;
  outstanding_balance_cents: number | string;
};

/** The conversation's customer, or not_found when the id is not a conversation of this business. */
export async function findConversationCustomer(scope: BusinessScope, conversationId: string): Promise<InboxCustomer> {
  if (!isUuid(conversationId)) throw new DomainError("not_found", "Conversation not found");
  const [row] = await db.execute<CustomerRow>(sql`
    select cu.id, cu.first_name, cu.last_name, cu.email, cu.phone, cu.address, cu.city, cu.state, cu.zip,
           cu.service_plan, cu.outstanding_balance_cents
    from conversations c
    join customers cu on cu.id = c.customer_id and cu.business_id = c.business_id
    where c.id = ${conversationId}::uuid and c.business_id = ${scope.businessId}::uuid${andAtScopeLocations(sql`cu.location_id`, scope)}`);
  if (!row) throw new DomainError("not_found", "Conversation not found");
  const address = [row.address, row.city, [row.state, row.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    phone: row.phone,
    address: address || null,
    servicePlan: row.service_plan,
    outstandingBalanceCents: Number(row.outstanding_balance_cents),
  };
}

/** One conversation of the business with its customer and latest messages, oldest first. */
export async function getBusinessConversation(scope: BusinessScope, conversationId: string): Promise<BusinessThread> {
  const customer = await findConversationCustomer(scope, conversationId);
  const latest = await selectMessages(
    db,
    sql`m.business_id = ${scope.businessId}::uuid and m.conversation_id = ${conversationId}::uuid`,
    sql`order by m.created_at desc, m.id desc limit ${THREAD_MESSAGE_LIMIT}`,
  );
  return { conversationId, customer, messages: latest.reverse() };
}
