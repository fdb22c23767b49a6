import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { NotificationFeed } from "./notification-views";
import type { CustomerScope } from "@/lib/foundation/scope";

export const NOTIFICATION_FEED_LIMIT = 20;

/**
 * The bell: the latest notifications and the unread count, in one query (the window count
 * runs over every matching row before the LIMIT applies).
 */
export async function listCustomerNotifications(scope: CustomerScope): Promise<NotificationFeed> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      unreadCount: sql<number>`(count(*) filter (where ${notifications.readAt} is null) over ())::int`,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.businessId, scope.businessId),
        eq(notifications.recipientType, "customer"),
        eq(notifications.customerId, scope.customerId),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(NOTIFICATION_FEED_LIMIT);
  return {
    unreadCount: rows[0]?.unreadCount ?? 0,
    items: rows.map(({ unreadCount: _unread, readAt, createdAt, ...rest }) => ({
      ...rest,
      readAt: readAt ? readAt.toISOString() : null,
      createdAt: createdAt.toISOString(),
    })),
  };
}
