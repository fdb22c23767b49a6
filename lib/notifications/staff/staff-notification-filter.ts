import { and, eq } from "drizzle-orm";
import { notifications } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";

/** A staff member's own notifications in their business (never another member's, never a customer's). */
export const staffNotificationsOf = (scope: BusinessScope, userId: string) =>
  and(eq(notifications.businessId, scope.businessId), eq(notifications.recipientType, "staff"), eq(notifications.userId, userId));
