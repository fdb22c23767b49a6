import "server-only";
import { desc } from "drizzle-orm";
import { db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import { customerNotificationsOf, notificationColumns, toNotificationFeed, unreadCountOverAll } from "./notification-columns";
import type { NotificationFeed } from "./notification-views";

export const NOTIFICATION_FEED_LIMIT = 20;

/**
 * The bell: the latest notifications and the unread count, in one query (the window count
 * runs over every matching row before the LIMIT applies).
 */
export async function listCustomerNotifications(scope: CustomerScope): Promise<NotificationFeed> {
  const rows = await db
    .select({ ...notificationColumns, unreadCount: unreadCountOverAll() })
    .from(notifications)
    .where(customerNotificationsOf(scope))
    .orderBy(desc(notifications.createdAt))
    .limit(NOTIFICATION_FEED_LIMIT);
  return toNotificationFeed(rows);
}
