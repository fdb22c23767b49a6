import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { sendBusinessMessage } from "@/lib/messaging/send-business-message";
import { checkInText } from "./check-in-schema";

/**
 * The at-risk list's one-click check-in: a message from the staff member into the customer's
 * conversation (created if missing; the customer gets a bell notification). A customer of
 * another business, or an archived one, is "not found".
 */
export async function sendCheckIn(scope: BusinessScope & { userId: string }, customerId: string) {
  const [customer] = await db
    .select({ id: customers.id, firstName: customers.firstName })
    .from(customers)
    .where(and(eq(customers.businessId, scope.businessId), eq(customers.id, customerId), isNull(customers.archivedAt)))
    .limit(1);
  if (!customer) throw new DomainError("not_found", "Customer not found");
  const message = await sendBusinessMessage(
    { businessId: scope.businessId, customerId: customer.id },
    { senderUserId: scope.userId, content: checkInText(customer.firstName) },
  );
  return { messageId: message.id };
}
