import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries, db } from "@/db/client";
import * as s from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { listCustomerActivity } from "@/lib/customers/activity/list-customer-activity";
import { editVisit } from "@/lib/scheduling/visits/edit-visit";
import { createBusiness, createContract, createConversation, createCustomer, createInvoice, createJob, createQuote } from "@/tests/support/portal-fixtures";

/** Customer detail → Activity timeline (issue 10 item 2): one statement, newest first, capped. */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("customer activity timeline", () => {
  it("lists quotes, invoices, contracts, past visits, messages, portal access and sign-ins of this customer only, newest first, in one query", async () => {
    const biz = await createBusiness(db);
    const other = await createBusiness(db);
    const customer = await createCustomer(db, biz.id);
    const neighbour = await createCustomer(db, biz.id);
    const foreign = await createCustomer(db, other.id);
    const scope = { businessId: biz.id, customerId: customer.id };

    await writeAuditEntry(db, { businessId: biz.id, actor: { type: "staff", id: biz.owner.id }, action: "customer.portal_invited", target: { type: "customer", id: customer.id } });
    await db.update(s.auditLog).set({ createdAt: ago(90) }).where(eq(s.auditLog.businessId, biz.id));
    const quote = await createQuote(db, scope, { quoteNumber: "Q-1001", status: "approved", sentAt: ago(80), respondedAt: ago(70) });
    const invoice = await createInvoice(db, scope, { invoiceNumber: "INV-2001", status: "pending", sentAt: ago(60) });
    const contract = await createContract(db, scope, { contractNumber: "C-3001", status: "signed", signedDate: ago(50) });
    const visit = await createJob(db, scope, { status: "completed", scheduledDate: ago(45), completedAt: ago(40) });
    await createJob(db, scope, { status: "scheduled" }); // in three days: not activity yet
    const conversation = await createConversation(db, scope);
    await db.insert(s.messages).values({ businessId: biz.id, conversationId: conversation.id, senderType: "customer", senderId: customer.id, content: "Can you come earlier?", createdAt: ago(30) });
    await writeAuditEntry(db, { businessId: biz.id, actor: { type: "customer", id: customer.id }, action: "customer.portal_signed_in", target: { type: "customer", id: customer.id } });
    // Someone else's rows never show.
    await createQuote(db, { businessId: biz.id, customerId: neighbour.id }, { quoteNumber: "Q-NEIGHBOUR" });
    await createInvoice(db, { businessId: other.id, customerId: foreign.id }, { invoiceNumber: "INV-FOREIGN" });
    await writeAuditEntry(db, { businessId: biz.id, actor: { type: "staff", id: biz.owner.id }, action: "customer.portal_invited", target: { type: "customer", id: neighbour.id } });

    const { result, count } = await countQueries(() => listCustomerActivity(scope));
    expect(count).toBe(1);
    expect(result.hasMore).toBe(false);
    expect(result.items.map((item) => [item.kind, item.title, item.detail, item.href])).toEqual([
      ["signin", "Signed in to the portal", null, null],
      ["message", "Message from the customer", "Can you come earlier?", `/admin/messaging/${conversation.id}`],
      ["job", "Visit completed", null, `/admin/schedule/jobs/${visit.seriesId}/visits/${visit.id}`],
      ["contract", "Contract C-3001 signed", contract.title, `/admin/contracts/${contract.id}`],
      ["invoice", "Invoice INV-2001 issued", "Monthly lawn service", `/admin/invoices/${invoice.id}`],
      ["quote", "Quote Q-1001 approved", quote.title, `/admin/quotes/${quote.id}`],
      ["access", "Invited to the portal", "by Olive Owner", null],
    ]);
  });

  it("shows each payment at its own time, a paid invoice when its last payment came, skips, reschedules and ratings (issue 37)", async () => {
    const biz = await createBusiness(db, { timezone: "America/New_York" });
    const customer = await createCustomer(db, biz.id);
    const scope = { businessId: biz.id, customerId: customer.id };
    // Invoiced 5 hours ago; paid in two parts, by card 3 hours ago and by check 1 hour ago.
    const invoice = await createInvoice(db, scope, { invoiceNumber: "INV-5001", status: "paid", amountCents: 10_000, sentAt: ago(300), createdAt: ago(310) });
    await db.insert(s.payments).values([
      { businessId: biz.id, invoiceId: invoice.id, amountCents: 6_000, method: "card", status: "succeeded", paidAt: ago(180) },
      { businessId: biz.id, invoiceId: invoice.id, amountCents: 4_000, method: "check", status: "succeeded", paidAt: ago(60) },
      { businessId: biz.id, invoiceId: invoice.id, amountCents: 999, method: "card", status: "failed", paidAt: ago(200) },
    ]);
    // Next month's visit, skipped by the customer 2 hours ago; a paused one is the pause's entry, not a skip of its own.
    const skipped = await createJob(db, scope, { status: "skipped", skipReason: "Skipped by the customer: away", scheduledDate: new Date("2030-07-01T13:00:00Z") });
    await db.update(s.jobs).set({ updatedAt: ago(120) }).where(eq(s.jobs.id, skipped.id));
    await createJob(db, scope, { status: "skipped", skipReason: "paused", scheduledDate: new Date("2030-07-08T13:00:00Z") });
    // A visit rated 4 stars 90 minutes ago.
    const rated = await createJob(db, scope, { status: "completed", scheduledDate: ago(1_500), completedAt: ago(1_440) });
    await db.insert(s.feedback).values({ businessId: biz.id, customerId: customer.id, jobId: rated.id, rating: 4, comment: "Great edges", createdAt: ago(90) });
    // The owner moves a visit from 9:00 to 10:30 two days later.
    const moved = await createJob(db, scope, { scheduledDate: new Date("2030-07-15T13:00:00Z") });
    await db.update(s.jobSeries).set({ timeZone: "America/New_York" }).where(eq(s.jobSeries.id, moved.seriesId!));
    await editVisit({ businessId: biz.id, userId: biz.owner.id }, { visitId: moved.id, scope: "this", date: "2030-07-17", time: "10:30", durationMinutes: 60, employeeId: null });

    const { items } = await listCustomerActivity(scope);
    const visitPage = (job: { id: string; seriesId: string | null }) => `/admin/schedule/jobs/${job.seriesId}/visits/${job.id}`;
    expect(items.map((item) => [item.kind, item.title, item.detail, item.href])).toEqual([
      ["job", "Visit rescheduled", "Jul 15, 2030 9:00 AM → Jul 17, 2030 10:30 AM — by Olive Owner", null],
      ["invoice", "Invoice INV-5001 paid", "Monthly lawn service", `/admin/invoices/${invoice.id}`],
      ["payment", "Payment received: $40.00", "Check · Invoice INV-5001", `/admin/invoices/${invoice.id}`],
      ["rating", "Rated a visit 4 out of 5", "Great edges", visitPage(rated)],
      ["job", "Visit skipped", "Visit on Jul 1, 2030 — Skipped by the customer: away", visitPage(skipped)],
      ["payment", "Payment received: $60.00", "Card · Invoice INV-5001", `/admin/invoices/${invoice.id}`],
      ["job", "Visit completed", null, visitPage(rated)],
    ]);
    // Each at its own time: the invoice's "paid" at its last payment, not when it was sent.
    const at = (title: string) => items.find((item) => item.title === title)!.at;
    const minutesAgo = (title: string) => Math.round((Date.now() - new Date(at(title)).getTime()) / 60_000);
    expect(minutesAgo("Invoice INV-5001 paid")).toBe(60);
    expect(minutesAgo("Payment received: $40.00")).toBe(60);
    expect(minutesAgo("Payment received: $60.00")).toBe(180);
    expect(minutesAgo("Visit skipped")).toBe(120);
  });

  it("shows the latest 50 and says there is more", async () => {
    const biz = await createBusiness(db);
    const customer = await createCustomer(db, biz.id);
    const conversation = await createConversation(db, { businessId: biz.id, customerId: customer.id });
    await db.insert(s.messages).values(
      Array.from({ length: 60 }, (_, i) => ({ businessId: biz.id, conversationId: conversation.id, senderType: "business", content: `Note ${i}`, createdAt: ago(60 - i) })),
    );
    const activity = await listCustomerActivity({ businessId: biz.id, customerId: customer.id });
    expect(activity.hasMore).toBe(true);
    expect(activity.items).toHaveLength(50);
    expect(activity.items[0]).toMatchObject({ kind: "message", title: "Message to the customer", detail: "Note 59" });
    expect(activity.items[49].detail).toBe("Note 10");
  });

  it("a customer without history has an empty timeline", async () => {
    const biz = await createBusiness(db);
    const customer = await createCustomer(db, biz.id);
    expect(await listCustomerActivity({ businessId: biz.id, customerId: customer.id })).toEqual({ items: [], hasMore: false });
  });
});
