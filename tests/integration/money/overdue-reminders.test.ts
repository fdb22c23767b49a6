import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { listInvoiceReminders } from "@/lib/money/invoices/reminders/list-invoice-reminders";
import { sendInvoiceReminder } from "@/lib/money/invoices/reminders/send-invoice-reminder";
import { sendOverdueReminders } from "@/lib/money/invoices/reminders/send-overdue-reminders";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";

let business: Awaited<ReturnType<typeof createBusiness>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
const DAY = 86_400_000;
/** Runs limited to this file's business, so parallel test files keep their invoices. */
let mine: { businessIds: string[] };

beforeAll(async () => {
  business = await createBusiness(db);
  customer = await createCustomer(db, business.id, { email: `remind-${Date.now()}@example.test` });
  mine = { businessIds: [business.id] };
});
afterAll(async () => {
  await db.delete(s.businesses).where(eq(s.businesses.id, business.id));
});

async function invoice(status: "overdue" | "pending" | "draft" | "paid", amountCents = 12000) {
  const [row] = await db
    .insert(s.invoices)
    .values({ businessId: business.id, customerId: customer.id, invoiceNumber: `INV-${Math.floor(Math.random() * 1e9)}`, status, amountCents, amountPaidCents: status === "paid" ? amountCents : 2000, dueDate: "2026-01-01" })
    .returning();
  return row;
}
const remindersOf = (invoiceId: string) =>
  db.select().from(s.invoiceReminders).where(eq(s.invoiceReminders.invoiceId, invoiceId)).orderBy(asc(s.invoiceReminders.sentAt));

describe("overdue reminders", () => {
  it("reminds an overdue invoice at most once every 7 days and at most 3 times, with the portal link", async () => {
    const overdue = await invoice("overdue");
    const pending = await invoice("pending");
    const paid = await invoice("paid");
    const start = new Date("2026-02-01T15:00:00Z");

    await sendOverdueReminders(db, start, mine);
    expect(await remindersOf(overdue.id)).toMatchObject([{ kind: "automatic", sentByUserId: null }]);
    expect(await remindersOf(pending.id)).toEqual([]);
    expect(await remindersOf(paid.id)).toEqual([]);
    const [notice] = await db.select().from(s.notifications).where(and(eq(s.notifications.customerId, customer.id), eq(s.notifications.link, `/invoices/${overdue.id}`)));
    expect(notice.title).toBe(`Reminder: invoice ${overdue.invoiceNumber} is overdue`);
    expect(notice.body).toContain("$100.00 still due");
    const [email] = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, customer.email!));
    expect(email.subject).toBe(`Reminder: invoice ${overdue.invoiceNumber} is overdue`);
    expect(email.html).toContain(`/invoices/${overdue.id}`);
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, overdue.id), eq(s.auditLog.action, "invoice.reminder_sent")));
    expect(audit).toMatchObject({ actorType: "system" });
    expect(audit.meta).toMatchObject({ kind: "automatic", balanceCents: 10000, task: "invoices-overdue-reminders" });

    // Six days later: too soon. Seven: the second. Then the third, and never a fourth.
    await sendOverdueReminders(db, new Date(start.getTime() + 6 * DAY), mine);
    expect(await remindersOf(overdue.id)).toHaveLength(1);
    await sendOverdueReminders(db, new Date(start.getTime() + 7 * DAY), mine);
    await sendOverdueReminders(db, new Date(start.getTime() + 7 * DAY), mine);
    expect(await remindersOf(overdue.id)).toHaveLength(2);
    await sendOverdueReminders(db, new Date(start.getTime() + 14 * DAY), mine);
    await sendOverdueReminders(db, new Date(start.getTime() + 60 * DAY), mine);
    expect(await remindersOf(overdue.id)).toHaveLength(3);
    const [row] = await db.select().from(s.invoices).where(eq(s.invoices.id, overdue.id));
    expect(row.automaticRemindersSent).toBe(3);
  });

  it("two runs at once send one reminder", async () => {
    const overdue = await invoice("overdue");
    const now = new Date("2026-03-01T15:00:00Z");
    await Promise.all([sendOverdueReminders(db, now, mine), sendOverdueReminders(db, now, mine)]);
    expect(await remindersOf(overdue.id)).toHaveLength(1);
  });

  it("staff can send one by hand; the next automatic one then waits 7 days", async () => {
    const overdue = await invoice("overdue");
    await sendInvoiceReminder({ businessId: business.id }, { invoiceId: overdue.id }, { type: "staff", userId: business.owner.id, ip: "198.51.100.4" });
    const reminders = await listInvoiceReminders({ businessId: business.id }, overdue.id);
    expect(reminders).toMatchObject([{ kind: "manual", sentBy: "Olive Owner" }]);
    const [audit] = await db.select().from(s.auditLog).where(and(eq(s.auditLog.targetId, overdue.id), eq(s.auditLog.action, "invoice.reminder_sent")));
    expect(audit).toMatchObject({ actorType: "staff", actorId: business.owner.id, ip: "198.51.100.4" });

    await sendOverdueReminders(db, new Date(Date.now() + 3 * DAY), mine);
    expect(await remindersOf(overdue.id)).toHaveLength(1);
    await sendOverdueReminders(db, new Date(Date.now() + 8 * DAY), mine);
    expect((await remindersOf(overdue.id)).map((r) => r.kind)).toEqual(["manual", "automatic"]);

    const draft = await invoice("draft");
    await expect(sendInvoiceReminder({ businessId: business.id }, { invoiceId: draft.id }, { type: "staff", userId: business.owner.id })).rejects.toMatchObject({
      code: "conflict",
      message: "Only a sent, unpaid invoice can be reminded about",
    });
    const other = await createBusiness(db);
    try {
      await expect(sendInvoiceReminder({ businessId: other.id }, { invoiceId: overdue.id }, { type: "staff", userId: other.owner.id })).rejects.toMatchObject({ code: "not_found" });
      expect(await listInvoiceReminders({ businessId: other.id }, overdue.id)).toEqual([]);
    } finally {
      await db.delete(s.businesses).where(eq(s.businesses.id, other.id));
    }
  });
});
