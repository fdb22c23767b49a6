import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { createCustomer as addCustomer } from "@/lib/customers/create-customer";
import { createCustomerSchema } from "@/lib/customers/customer-schema";
import { importCustomers } from "@/lib/customers/import-export/import-customers";
import { recordPayment } from "@/lib/money/payments/record-payment";
import { sendInvoice } from "@/lib/money/invoices/send-invoice";
import { customerMessageSchema } from "@/lib/messaging/message-schema";
import { sendCustomerMessage } from "@/lib/messaging/send-customer-message";
import { respondToQuote } from "@/lib/quotes/respond-to-quote";
import { sendQuote } from "@/lib/quotes/send-quote";
import { createServiceRequest } from "@/lib/scheduling/service-requests/create-service-request";
import { serviceRequestSchema } from "@/lib/scheduling/service-requests/service-request-schema";
import { completeVisit } from "@/lib/scheduling/visits/visit-transitions";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/webhook-events";
import { createBusiness, createConversation, createCustomer, createInvoice, createJob, createQuote, createService } from "@/tests/support/portal-fixtures";

type Payload = { type: string; business_id: string; data: Record<string, Record<string, unknown>> };

/** The domain operations emit their events: one delivery per event for an endpoint subscribed to all. */
describe("webhook events from the domain operations", () => {
  it("customer, quote, invoice, payment, message, service request and visit events carry their data", async () => {
    const biz = await createBusiness(db);
    await db.insert(s.webhookEndpoints).values({ businessId: biz.id, url: "https://8.8.8.8/x", events: [...WEBHOOK_EVENT_TYPES], secret: "whsec_all" });
    const scope = { businessId: biz.id };
    const customer = await createCustomer(db, biz.id);
    const cs = { businessId: biz.id, customerId: customer.id };

    const added = await addCustomer(scope, createCustomerSchema.parse({ firstName: "Nia", lastName: "New", email: "nia-hooks@example.test" }));
    const draftQuote = await createQuote(db, cs, { status: "draft" });
    await sendQuote(scope, { quoteId: draftQuote.id });
    await respondToQuote(cs, { quoteId: draftQuote.id, decision: "decline", comment: "Too much" }, "Casey Tester");
    const draftInvoice = await createInvoice(db, cs, { status: "draft" });
    await sendInvoice(scope, { invoiceId: draftInvoice.id }, { type: "staff", userId: biz.owner.id });
    await recordPayment(scope, { invoiceId: draftInvoice.id, amountCents: 5000, method: "cash", note: null }, { type: "staff", userId: biz.owner.id });
    await recordPayment(scope, { invoiceId: draftInvoice.id, amountCents: draftInvoice.amountCents - 5000, method: "check", note: null }, { type: "staff", userId: biz.owner.id });
    const conversation = await createConversation(db, cs);
    await sendCustomerMessage(cs, customerMessageSchema.parse({ conversationId: conversation.id, content: "Hello hooks" }), "Casey Tester");
    const service = await createService(db, biz.id);
    await createServiceRequest(cs, serviceRequestSchema("2000-01-01").parse({ serviceId: service.id, notes: "Soon" }), "Casey Tester");
    const visit = await createJob(db, cs);
    await completeVisit({ businessId: biz.id, memberId: null, managesSchedule: true }, visit.id, "All done");

    const rows = await db.select({ type: s.webhookDeliveries.eventType, payload: s.webhookDeliveries.payload }).from(s.webhookDeliveries).where(eq(s.webhookDeliveries.businessId, biz.id)).orderBy(s.webhookDeliveries.createdAt);
    const byType = Object.fromEntries(rows.map((row) => [row.type, row.payload as Payload]));
    expect(rows.map((row) => row.type)).toEqual(["customer.created", "quote.sent", "quote.declined", "invoice.sent", "invoice.paid", "message.received", "service_request.created", "visit.completed"]);
    expect(Object.values(byType).every((payload) => payload.business_id === biz.id)).toBe(true);
    expect(byType["customer.created"].data.customer).toMatchObject({ id: added.id, first_name: "Nia", email: "nia-hooks@example.test" });
    expect(byType["quote.sent"].data.quote).toMatchObject({ id: draftQuote.id, status: "sent", customer_id: customer.id });
    expect(byType["quote.declined"].data.quote).toMatchObject({ id: draftQuote.id, status: "declined", customer_comment: "Too much" });
    expect(byType["invoice.sent"].data.invoice).toMatchObject({ id: draftInvoice.id, amount: draftInvoice.amountCents / 100, status: "pending" });
    expect(byType["invoice.paid"].data).toMatchObject({ invoice: { id: draftInvoice.id, status: "paid" }, payment: { method: "check" } });
    expect(byType["message.received"].data.message).toMatchObject({ conversation_id: conversation.id, content: "Hello hooks", customer_id: customer.id });
    expect(byType["service_request.created"].data.service_request).toMatchObject({ service_id: service.id, notes: "Soon", status: "pending" });
    expect(byType["visit.completed"].data.visit).toMatchObject({ id: visit.id, customer_id: customer.id, completion_note: "All done", status: "completed" });
  });

  it("an event with no subscribed endpoint records nothing, and an event that cannot be recorded fails (its write rolls back with it)", async () => {
    const biz = await createBusiness(db);
    const customer = await createCustomer(db, biz.id);
    const quote = await createQuote(db, { businessId: biz.id, customerId: customer.id }, { status: "draft" });
    await db.insert(s.webhookEndpoints).values({ businessId: biz.id, url: "https://8.8.8.8/x", events: ["invoice.paid"], secret: "whsec_x" });
    await sendQuote({ businessId: biz.id }, { quoteId: quote.id });
    expect(await db.$count(s.webhookDeliveries, eq(s.webhookDeliveries.businessId, biz.id))).toBe(0);
    // The statement itself fails (not a uuid): thrown into the caller, whose transaction then
    // rolls back — a committed write is never without its event (webhook-outbox.test.ts).
    await expect(emitWebhookEvent({ businessId: "not-a-uuid", type: "quote.sent", data: {} })).rejects.toThrow();
  });

  it("a CSV import announces customer.created once per new customer, with the import's transaction; a refused import announces nothing", async () => {
    const biz = await createBusiness(db);
    await db.insert(s.webhookEndpoints).values({ businessId: biz.id, url: "https://8.8.8.8/x", events: ["customer.created"], secret: "whsec_import" });
    // Another business's endpoint must never hear of this import.
    const other = await createBusiness(db);
    await db.insert(s.webhookEndpoints).values({ businessId: other.id, url: "https://8.8.8.8/y", events: ["customer.created"], secret: "whsec_other" });
    const csv = "first_name,last_name,email\nIda,Import,ida-hooks@example.test\nJon,Import,jon-hooks@example.test";

    await expect(importCustomers({ businessId: biz.id }, `${csv}\nBad,Row,not-an-email`, { commit: true })).rejects.toMatchObject({ code: "unprocessable" });
    expect(await db.$count(s.webhookDeliveries, eq(s.webhookDeliveries.businessId, biz.id))).toBe(0);

    await importCustomers({ businessId: biz.id }, csv, { commit: true });
    const rows = await db.select({ type: s.webhookDeliveries.eventType, eventId: s.webhookDeliveries.eventId, payload: s.webhookDeliveries.payload }).from(s.webhookDeliveries).where(eq(s.webhookDeliveries.businessId, biz.id));
    const imported = await db.select({ id: s.customers.id, email: s.customers.email }).from(s.customers).where(eq(s.customers.businessId, biz.id));
    // Each carries the customer's location (issue 38): here the business's only one, its default.
    const [{ id: home }] = await db.select({ id: s.locations.id }).from(s.locations).where(eq(s.locations.businessId, biz.id));
    expect(rows.map((r) => r.type)).toEqual(["customer.created", "customer.created"]);
    expect(new Set(rows.map((r) => r.eventId)).size).toBe(2);
    expect(rows.map((r) => (r.payload as Payload).data.customer).sort((a, b) => String(a.first_name).localeCompare(String(b.first_name)))).toEqual([
      { id: imported.find((c) => c.email === "ida-hooks@example.test")!.id, location_id: home, first_name: "Ida", last_name: "Import", email: "ida-hooks@example.test", phone: null },
      { id: imported.find((c) => c.email === "jon-hooks@example.test")!.id, location_id: home, first_name: "Jon", last_name: "Import", email: "jon-hooks@example.test", phone: null },
    ]);
    expect(rows.every((r) => (r.payload as Payload & { id: string }).id === r.eventId)).toBe(true);
    expect(await db.$count(s.webhookDeliveries, eq(s.webhookDeliveries.businessId, other.id))).toBe(0);
  });
});
