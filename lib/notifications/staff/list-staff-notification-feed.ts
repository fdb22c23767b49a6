import "server-only";
import { desc } from "drizzle-orm";
import { db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { notificationColumns, toNotificationFeed, unreadCountOverAll } from "../notification-columns";
import type { NotificationFeed } from "../notification-views";
import { staffNotificationsOf } from "./staff-notification-filter";

export const STAFF_FEED_LIMIT = 10;

/** The admin bell: the member's latest notifications and unread count, in one query. */
export async function listStaffNotificationFeed(scope: BusinessScope, userId: string): Promise<NotificationFeed> {
  const rows = await db
    .select({ ...notificationColumns, unreadCount: unreadCountOverAll() })
    .from(notifications)
    .where(staffNotificationsOf(scope, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(STAFF_FEED_LIMIT);
  return toNotificationFeed(rows);
}
