"use server";

import "server-only";
import { markNotificationsRead } from "../mark-notifications-read";
import { type ActionResult, withCustomer } from "./with-customer";

export async function markNotificationsReadAction(): Promise<ActionResult<{ count: number }>> {
  return withCustomer("Failed to update notifications", async ({ scope }) => ({ count: await markNotificationsRead(scope) }));
}
