"use server";

import "server-only";
import { customerAction } from "@/lib/core/customer-action";
import { noInput } from "@/lib/foundation/no-input";
import { markNotificationsRead } from "@/lib/notifications/mark-notifications-read";

/** The bell: marks the customer's unread notifications read. */
export const markNotificationsReadAction = customerAction(
  noInput,
  async (_input, { scope }) => ({ count: await markNotificationsRead(scope) }),
  { fallback: "Failed to update notifications" },
);
