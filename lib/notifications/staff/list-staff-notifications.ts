import "server-only";
import { desc, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { notificationColumns, toNotificationView } from "../notification-columns";
import type { NotificationView } from "../notification-views";
import { staffNotificationsOf } from "./staff-notification-filter";

/** The notifications page: one page of the member's notifications, newest first, and the total. */
export async function listStaffNotifications(
  scope: BusinessScope,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationView[]; total: number }> {
  const rows = await db
    .select({ ...notificationColumns, total: sql<number>`(count(*) over ())::int` })
    .from(notifications)
    .where(staffNotificationsOf(scope, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(toNotificationView),
  };
}
