import "server-only";
import { and, isNull, sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { notifications } from "@/db/schema";
import type { CustomerScope } from "@/lib/foundation/scope";
import { customerNotificationsOf } from "./notification-columns";

/** Marks all of the customer's unread notifications as read (opening the bell). */
export function markNotificationsRead(scope: CustomerScope): Promise<number> {
  return markUnreadRead(scope);
}

/**
 * Marks read the customer's unread notifications that point at a portal page — the customer
 * opened it, or acted on what it announced (approved the quote it links to). Before, only
 * opening the bell read them: a customer who came from the email, paid the invoice and came
 * back still saw it unread (issue 37). `path` is the page's path; a notification's link counts
 * without its query and fragment ("/services?tab=history" is /services).
 */
export function markNotificationsReadForPage(scope: CustomerScope, path: string): Promise<number> {
  return markUnreadRead(scope, sql`split_part(split_part(${notifications.link}, '#', 1), '?', 1) = ${path}`);
}

async function markUnreadRead(scope: CustomerScope, pointingAt?: SQL): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(customerNotificationsOf(scope), isNull(notifications.readAt), pointingAt))
    .returning({ id: notifications.id });
  return rows.length;
}
