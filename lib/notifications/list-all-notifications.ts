import "server-only";
import { desc } from "drizzle-orm";
import { db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import { customerNotificationsOf, notificationColumns, toNotificationView } from "./notification-columns";
import type { NotificationView } from "./notification-views";

/** The notifications page: the customer's latest 100 notifications. */
export async function listAllNotifications(scope: CustomerScope): Promise<NotificationView[]> {
  const rows = await db.select(notificationColumns).from(notifications).where(customerNotificationsOf(scope)).orderBy(desc(notifications.createdAt)).limit(100);
  return rows.map(toNotificationView);
}
