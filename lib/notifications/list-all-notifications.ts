import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { NotificationView } from "./notification-views";
import type { CustomerScope } from "@/lib/foundation/scope";

/** The notifications page: the customer's latest 100 notifications. */
export async function listAllNotifications(scope: CustomerScope): Promise<NotificationView[]> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
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
    .limit(100);
  return rows.map((r) => ({ ...r, readAt: r.readAt ? r.readAt.toISOString() : null, createdAt: r.createdAt.toISOString() }));
}
