import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, type NotificationSettings } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import { businessSetupColumns } from "../business-columns";

export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  emailOnNewMessage: true,
  emailOnQuoteResponse: true,
  emailOnServiceRequest: true,
  emailOnInvoicePaid: true,
  emailCustomersOnNewInvoice: true,
  emailCustomersOnJobUpdate: true,
};

/** What the Settings sections edit (no payment secrets). One query. */
export async function getBusinessSettings(scope: BusinessScope) {
  const [row] = await db
    .select({
      ...businessSetupColumns,
      notificationSettings: businesses.notificationSettings,
    })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId))
    .limit(1);
  if (!row) throw new DomainError("not_found", "Business not found");
  const { notificationSettings, ...rest } = row;
  return { ...rest, notifications: { ...DEFAULT_NOTIFICATIONS, ...notificationSettings } };
}
export type BusinessSettings = Awaited<ReturnType<typeof getBusinessSettings>>;
