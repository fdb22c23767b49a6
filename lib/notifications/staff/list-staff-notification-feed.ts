import "server-only";
import { desc, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { NotificationFeed } from "../notification-views";
import { staffNotificationsOf } from "./staff-notification-filter";

export const STAFF_FEED_LIMIT = 10;

/** The admin bell: the member's latest notifications and unread count, in one query. */
export async function listStaffNotificationFeed(scope: BusinessScope, userId: string): Promise<NotificationFeed> {
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
    .where(staffNotificationsOf(scope, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(STAFF_FEED_LIMIT);
  return {
    unreadCount: rows[0]?.unreadCount ?? 0,
    items: rows.map(({ unreadCount: _unread, readAt, createdAt, ...rest }) => ({
      ...rest,
      readAt: readAt ? readAt.toISOString() : null,
      createdAt: createdAt.toISOString(),
    })),
  };
}
