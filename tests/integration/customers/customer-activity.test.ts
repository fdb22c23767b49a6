import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries, db } from "@/db/client";
import * as s from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { listCustomerActivity } from "@/lib/customers/list-customer-activity";
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
      ["job", "Visit completed", null, `/admin/schedule/jobs/${visit.id}`],
      ["contract", "Contract C-3001 signed", contract.title, `/admin/contracts/${contract.id}`],
      ["invoice", "Invoice INV-2001 issued", "Monthly lawn service", `/admin/invoices/${invoice.id}`],
      ["quote", "Quote Q-1001 approved", quote.title, `/admin/quotes/${quote.id}`],
      ["access", "Invited to the portal", "by Olive Owner", null],
    ]);
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
