import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";

/** Marks all of the customer's unread notifications as read (opening the bell). */
export async function markNotificationsRead(scope: CustomerScope): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.businessId, scope.businessId),
        eq(notifications.recipientType, "customer"),
        eq(notifications.customerId, scope.customerId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
