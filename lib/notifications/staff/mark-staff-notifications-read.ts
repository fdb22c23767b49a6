import "server-only";
import { and, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { staffNotificationsOf } from "./staff-notification-filter";

/** Marks all of the member's unread notifications read (opening the bell or the page). */
export async function markStaffNotificationsRead(scope: BusinessScope, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(staffNotificationsOf(scope, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
