import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { invoiceReminders, users } from "@/db/schema";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { BusinessScope } from "@/lib/foundation/scope";

export type InvoiceReminderRow = { id: string; kind: string; sentAt: Date; sentBy: string | null };

/** The invoice's reminders, oldest first, for its activity. */
export async function listInvoiceReminders(scope: BusinessScope, invoiceId: string): Promise<InvoiceReminderRow[]> {
  if (!isUuid(invoiceId)) return [];
  return db
    .select({
      id: invoiceReminders.id,
      kind: invoiceReminders.kind,
      sentAt: invoiceReminders.sentAt,
      sentBy: sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
    })
    .from(invoiceReminders)
    .leftJoin(users, eq(users.id, invoiceReminders.sentByUserId))
    .where(and(eq(invoiceReminders.businessId, scope.businessId), eq(invoiceReminders.invoiceId, invoiceId)))
    .orderBy(asc(invoiceReminders.sentAt));
}
