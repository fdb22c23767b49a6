import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { businesses, invoices } from "@/db/schema";
import { CLAIMED_REMINDER_COLUMNS, recordReminder, tellCustomerAboutReminder, type ClaimedReminder } from "./remind-about-invoice";

export const OVERDUE_REMINDERS_TASK = "invoices-overdue-reminders";
/** At most one automatic reminder per invoice in this many days… */
export const REMINDER_INTERVAL_DAYS = 7;
/** …and no more than this many in all. */
export const MAX_AUTOMATIC_REMINDERS = 3;
/** Invoices reminded per run; the next run takes the rest. */
const PER_RUN = 500;

/**
 * The pg-boss task: every overdue invoice whose last reminder (of either kind) is at least 7
 * days old, and that has had fewer than 3 automatic ones, gets one — a portal notice and an
 * email with the portal link — recorded on the invoice's activity and audited. Each invoice
 * is claimed by one guarded UPDATE, so overlapping runs never remind twice. Not server-only:
 * the worker runs it. Returns how many reminders were sent. `businessIds` limits a run to some
 * businesses (tests).
 */
export async function sendOverdueReminders(dbx: Db, now: Date = new Date(), options: { businessIds?: readonly string[] } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - REMINDER_INTERVAL_DAYS * 86_400_000);
  const due = and(
    eq(invoices.status, "overdue"),
    lt(invoices.automaticRemindersSent, MAX_AUTOMATIC_REMINDERS),
    or(isNull(invoices.lastReminderAt), lte(invoices.lastReminderAt, cutoff)),
  );
  const candidates = await dbx
    .select({ id: invoices.id, businessId: invoices.businessId })
    .from(invoices)
    .innerJoin(businesses, eq(businesses.id, invoices.businessId))
    .where(and(due, isNull(businesses.suspendedAt), options.businessIds ? inArray(invoices.businessId, [...options.businessIds]) : undefined))
    .limit(PER_RUN);
  const actor = { type: "worker", task: OVERDUE_REMINDERS_TASK } as const;
  let sent = 0;
  for (const candidate of candidates) {
    const claimed = await dbx.transaction(async (tx): Promise<ClaimedReminder | null> => {
      const [row] = await tx
        .update(invoices)
        .set({ automaticRemindersSent: sql`${invoices.automaticRemindersSent} + 1`, lastReminderAt: now })
        .where(and(eq(invoices.businessId, candidate.businessId), eq(invoices.id, candidate.id), due))
        .returning(CLAIMED_REMINDER_COLUMNS);
      if (!row) return null;
      await recordReminder(tx, row, "automatic", actor);
      return row;
    });
    if (!claimed) continue;
    await tellCustomerAboutReminder(dbx, claimed);
    sent += 1;
  }
  return sent;
}
