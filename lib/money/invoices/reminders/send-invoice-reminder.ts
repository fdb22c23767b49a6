import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { invoices } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { MoneyActor } from "@/lib/foundation/money-actor";
import { CLAIMED_REMINDER_COLUMNS, recordReminder, tellCustomerAboutReminder } from "./remind-about-invoice";

/**
 * "Send reminder" on a sent, unpaid invoice: the same notice and email as the automatic one,
 * recorded as manual. It does not count towards the 3 automatic reminders, but the next
 * automatic one waits 7 days from it.
 */
export async function sendInvoiceReminder(scope: BusinessScope, input: { invoiceId: string }, actor: MoneyActor): Promise<{ id: string }> {
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({ lastReminderAt: sql`now()` })
      .where(and(eq(invoices.businessId, scope.businessId), eq(invoices.id, input.invoiceId), inArray(invoices.status, ["pending", "overdue"])))
      .returning(CLAIMED_REMINDER_COLUMNS);
    if (!row) {
      const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.businessId, scope.businessId), eq(invoices.id, input.invoiceId)));
      if (!existing) throw new DomainError("not_found", "Invoice not found");
      throw new DomainError("conflict", "Only a sent, unpaid invoice can be reminded about");
    }
    await recordReminder(tx, row, "manual", actor);
    return row;
  });
  await tellCustomerAboutReminder(db, claimed);
  return { id: claimed.id };
}
