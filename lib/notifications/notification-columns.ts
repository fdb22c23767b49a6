import { and, eq, sql } from "drizzle-orm";
import { notifications } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import type { NotificationFeed, NotificationView } from "./notification-views";

/**
 * What every list of notifications reads — the portal's bell and page, the admin's bell and
 * page — defined once (issue 42), with the one mapping to the client-safe view.
 */
export const notificationColumns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

/** The unread count over every matching row, counted before the LIMIT applies (one query for a bell). */
export const unreadCountOverAll = () => sql<number>`(count(*) filter (where ${notifications.readAt} is null) over ())::int`;

/** A customer's own notifications in their business (never another customer's, never staff's). */
export const customerNotificationsOf = (scope: CustomerScope) =>
  and(eq(notifications.businessId, scope.businessId), eq(notifications.recipientType, "customer"), eq(notifications.customerId, scope.customerId));

type NotificationRow = Omit<NotificationView, "readAt" | "createdAt"> & { readAt: Date | null; createdAt: Date };

export const toNotificationView = ({ id, kind, title, body, link, readAt, createdAt }: NotificationRow): NotificationView => ({
  id,
  kind,
  title,
  body,
  link,
  readAt: readAt ? readAt.toISOString() : null,
  createdAt: createdAt.toISOString(),
});

/** A bell's rows (read with `unreadCountOverAll`) as its feed. */
export const toNotificationFeed = (rows: Array<NotificationRow & { unreadCount: number }>): NotificationFeed => ({
  unreadCount: rows[0]?.unreadCount ?? 0,
  items: rows.map(toNotificationView),
});
