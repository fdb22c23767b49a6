import "server-only";
import { and, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import { customerNotificationsOf } from "./notification-columns";

/** Marks all of the customer's unread notifications as read (opening the bell). */
export async function markNotificationsRead(scope: CustomerScope): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        customerNotificationsOf(scope),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
