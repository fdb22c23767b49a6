import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { messageAttachments, messages, notifications } from "@/db/schema";
import { getCustomerConversation, getOrCreateConversationId } from "@/lib/messaging/get-customer-conversation";
import { listMessagesSince } from "@/lib/messaging/list-messages-since";
import { markConversationRead } from "@/lib/messaging/mark-conversation-read";
import { customerMessageSchema } from "@/lib/messaging/message-schema";
import { sendBusinessMessage } from "@/lib/messaging/send-business-message";
import { sendCustomerMessage } from "@/lib/messaging/send-customer-message";
import { saveFile } from "@/lib/files/save-file";
import { TINY_PNG, createBusiness, createCustomer, createInvoice, createQuote } from "../../support/portal-fixtures";

let biz: Awaited<ReturnType<typeof createBusiness>>;
let scope: { businessId: string; customerId: string };
let otherScope: { businessId: string; customerId: string };

beforeAll(async () => {
  biz = await createBusiness(db);
  scope = { businessId: biz.id, customerId: (await createCustomer(db, biz.id)).id };
  otherScope = { businessId: biz.id, customerId: (await createCustomer(db, biz.id)).id };
});

const parse = (input: unknown) => customerMessageSchema.parse(input);

describe("conversation", () => {
  it("is created once, even on simultaneous first visits", async () => {
    const fresh = { businessId: biz.id, customerId: (await createCustomer(db, biz.id)).id };
    const ids = await Promise.all([getOrCreateConversationId(fresh), getOrCreateConversationId(fresh), getOrCreateConversationId(fresh)]);
    expect(new Set(ids).size).toBe(1);
    expect(await getCustomerConversation(fresh)).toEqual({ id: ids[0], messages: [] });
  });
});

describe("sendCustomerMessage", () => {
  it("validates per spec §5: empty text needs attachments; attachments-only content is 'Sent attachments'", () => {
    const conversationId = crypto.randomUUID();
    expect(customerMessageSchema.safeParse({ conversationId, content: "   " }).success).toBe(false);
    expect(parse({ conversationId, content: "  hi  " }).content).toBe("hi");
    expect(customerMessageSchema.safeParse({ conversationId, content: "x".repeat(5001) }).success).toBe(false);
  });

  it("stores a text message and the owner is notified", async () => {
    const conversationId = await getOrCreateConversationId(scope);
    const sent = await sendCustomerMessage(scope, parse({ conversationId, content: "When is my next visit?" }), "Casey Tester");
    expect(sent).toMatchObject({ senderType: "customer", senderId: scope.customerId, messageType: "text", content: "When is my next visit?" });
    const staff = await db.select().from(notifications).where(eq(notifications.userId, biz.owner.id));
    expect(staff.some((n) => n.kind === "customer_message" && n.body === "When is my next visit?")).toBe(true);
  });

  it("attaches the customer's own uploads only, once; attachment-only content", async () => {
    const conversationId = await getOrCreateConversationId(scope);
    const mine = await saveFile({ businessId: biz.id }, { name: "lawn.png", bytes: TINY_PNG, uploadedBy: { type: "customer", id: scope.customerId } });
    const sent = await sendCustomerMessage(scope, parse({ conversationId, content: "", fileIds: [mine.id] }), "Casey");
    expect(sent.content).toBe("Sent attachments");
    expect(sent.messageType).toBe("file");
    expect(sent.attachments).toEqual([{ type: "file", id: mine.id, name: "lawn.png", url: `/api/files/${mine.id}`, size: TINY_PNG.length, mime_type: "image/png" }]);
    const rows = await db.select().from(messageAttachments).where(eq(messageAttachments.messageId, sent.id));
    expect(rows).toHaveLength(1);
    // The same file cannot be attached again, nor someone else's upload.
    await expect(sendCustomerMessage(scope, parse({ conversationId, content: "again", fileIds: [mine.id] }), "x")).rejects.toMatchObject({ code: "invalid" });
    const theirs = await saveFile({ businessId: biz.id }, { name: "x.png", bytes: TINY_PNG, uploadedBy: { type: "customer", id: otherScope.customerId } });
    await expect(sendCustomerMessage(scope, parse({ conversationId, content: "steal", fileIds: [theirs.id] }), "x")).rejects.toMatchObject({ code: "invalid" });
    const texts = (await getCustomerConversation(scope)).messages.map((m) => m.content);
    expect(texts).not.toContain("steal");
  });

  it("refuses another customer's conversation and writes nothing", async () => {
    const theirs = await getOrCreateConversationId(otherScope);
    await expect(sendCustomerMessage(scope, parse({ conversationId: theirs, content: "intrude" }), "x")).rejects.toMatchObject({ code: "not_found" });
    const rows = await db.select().from(messages).where(eq(messages.conversationId, theirs));
    expect(rows).toHaveLength(0);
  });
});

describe("business messages, polling and read receipts", () => {
  it("a business reply with quote/invoice links is seen by the poll, notifies the customer, and is marked read", async () => {
    const conversationId = await getOrCreateConversationId(scope);
    const since = new Date(Date.now() - 1000);
    const quote = await createQuote(db, scope, { quoteNumber: `Q-M${Date.now()}` });
    const invoice = await createInvoice(db, scope, { invoiceNumber: `INV-M${Date.now()}` });
    const foreignQuote = await createQuote(db, otherScope);
    const reply = await sendBusinessMessage(scope, {
      senderUserId: biz.owner.id,
      content: "Here is your quote",
      quoteIds: [quote.id, foreignQuote.id],
      invoiceIds: [invoice.id],
    });
    expect(reply.attachments).toEqual([
      { type: "quote_link", quote_id: quote.id, quote_number: quote.quoteNumber },
      { type: "invoice_link", invoice_id: invoice.id, invoice_number: invoice.invoiceNumber },
    ]);
    const polled = await listMessagesSince(scope, conversationId, since);
    expect(polled.map((m) => m.id)).toContain(reply.id);
    expect(await listMessagesSince(otherScope, conversationId, since)).toEqual([]);

    const bell = await db.select().from(notifications).where(eq(notifications.customerId, scope.customerId));
    expect(bell.some((n) => n.kind === "message" && n.link === "/messages")).toBe(true);

    const read = await markConversationRead(scope, conversationId);
    expect(read).toContain(reply.id);
    const [row] = await db.select().from(messages).where(eq(messages.id, reply.id));
    expect(row.readBy).toEqual([scope.customerId]);
    expect(await markConversationRead(scope, conversationId)).toEqual([]);
    expect(await markConversationRead(otherScope, conversationId)).toEqual([]);
  });
});
