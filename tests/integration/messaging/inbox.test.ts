import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { messageAttachments, messages, notifications } from "@/db/schema";
import { saveFile } from "@/lib/files/save-file";
import { getBusinessMessageFile } from "@/lib/files/get-business-message-file";
import { getOrCreateConversationId } from "@/lib/messaging/get-customer-conversation";
import { getBusinessConversation } from "@/lib/messaging/inbox/get-business-conversation";
import { listBusinessConversations } from "@/lib/messaging/inbox/list-business-conversations";
import { listLinkableDocuments } from "@/lib/messaging/inbox/list-linkable-documents";
import { markConversationReadByBusiness, markConversationUnreadByBusiness } from "@/lib/messaging/inbox/mark-business-read";
import { businessReplySchema } from "@/lib/messaging/inbox/reply-schema";
import { replyToConversation } from "@/lib/messaging/inbox/reply-to-conversation";
import { listMessagesSince } from "@/lib/messaging/list-messages-since";
import { customerMessageSchema } from "@/lib/messaging/message-schema";
import { sendCustomerMessage } from "@/lib/messaging/send-customer-message";
import { TINY_PNG, createBusiness, createCustomer, createInvoice, createQuote } from "../../support/portal-fixtures";

/**
 * The business inbox (issue 13 item 1) on the real database: conversations of one business
 * only, unread counts, search and the unread filter, read / unread, and replies with files
 * and document links that the customer's live stream picks up.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let other: Biz;
const page = { q: "", unreadOnly: false, limit: 25, offset: 0 };

async function customerWrites(b: Biz, firstName: string, text: string) {
  const customer = await createCustomer(db, b.id, { firstName, lastName: "Inbox" });
  const scope = { businessId: b.id, customerId: customer.id };
  const conversationId = await getOrCreateConversationId(scope);
  await sendCustomerMessage(scope, customerMessageSchema.parse({ conversationId, content: text }), firstName);
  return { customer, scope, conversationId };
}

beforeAll(async () => {
  biz = await createBusiness(db);
  other = await createBusiness(db);
});

describe("the inbox list", () => {
  it("lists the business's own conversations, newest activity first, with unread counts; never another business's", async () => {
    const b = await createBusiness(db);
    const first = await customerWrites(b, "Avery", "First question");
    const second = await customerWrites(b, "Blake", "Second question");
    await sendCustomerMessage(second.scope, customerMessageSchema.parse({ conversationId: second.conversationId, content: "And another" }), "Blake");
    // A customer who opened Messages but never wrote is not in the inbox.
    await getOrCreateConversationId({ businessId: b.id, customerId: (await createCustomer(db, b.id)).id });
    const foreign = await customerWrites(other, "Avery", "Other business");

    const inbox = await listBusinessConversations({ businessId: b.id }, page);
    expect(inbox.total).toBe(2);
    expect(inbox.rows.map((r) => [r.customerName, r.unreadCount, r.lastMessagePreview])).toEqual([
      ["Blake Inbox", 2, "And another"],
      ["Avery Inbox", 1, "First question"],
    ]);
    expect(inbox.rows.map((r) => r.conversationId)).not.toContain(foreign.conversationId);
    expect(first.conversationId).toBe(inbox.rows[1].conversationId);
  });

  it("searches by customer name or email, filters unread, and pages on the server", async () => {
    const b = await createBusiness(db);
    const zed = await customerWrites(b, "Zed", "Hi");
    for (let i = 0; i < 3; i++) await customerWrites(b, `Filler${i}`, "Hello");
    const scope = { businessId: b.id };
    expect((await listBusinessConversations(scope, { ...page, q: "zed" })).rows.map((r) => r.customerName)).toEqual(["Zed Inbox"]);
    expect((await listBusinessConversations(scope, { ...page, q: zed.customer.email! })).total).toBe(1);
    expect((await listBusinessConversations(scope, { ...page, q: "100%_" })).total).toBe(0);

    const owner = b.owner.id;
    await markConversationReadByBusiness(scope, zed.conversationId, owner);
    const unread = await listBusinessConversations(scope, { ...page, unreadOnly: true });
    expect(unread.total).toBe(3);
    expect(unread.rows.map((r) => r.conversationId)).not.toContain(zed.conversationId);

    const second = await listBusinessConversations(scope, { ...page, limit: 3, offset: 3 });
    expect(second.total).toBe(4);
    expect(second.rows).toHaveLength(1);
  });
});

describe("read and unread", () => {
  it("opening a thread records the reader on the customer's messages; mark unread undoes it for the latest", async () => {
    const { conversationId } = await customerWrites(biz, "Reed", "Please call me");
    const scope = { businessId: biz.id };
    expect(await markConversationReadByBusiness(scope, conversationId, biz.owner.id)).toBe(1);
    const [row] = await db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(row.readBy).toContain(biz.owner.id);
    expect(await markConversationReadByBusiness(scope, conversationId, biz.owner.id)).toBe(0);

    await markConversationUnreadByBusiness(scope, conversationId);
    const [after] = await db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(after.readBy).toEqual([row.senderId]);
    const listed = (await listBusinessConversations(scope, { ...page, q: "Reed" })).rows[0];
    expect(listed.unreadCount).toBe(1);
  });

  it("answers not_found for another business's conversation and changes nothing", async () => {
    const { conversationId } = await customerWrites(other, "Otto", "Private");
    await expect(markConversationReadByBusiness({ businessId: biz.id }, conversationId, biz.owner.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(markConversationUnreadByBusiness({ businessId: biz.id }, conversationId)).rejects.toMatchObject({ code: "not_found" });
    await expect(getBusinessConversation({ businessId: biz.id }, conversationId)).rejects.toMatchObject({ code: "not_found" });
    const [row] = await db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(row.readBy).toEqual([row.senderId]);
  });
});

describe("replies", () => {
  it("sends text, a staff-uploaded file and links to the customer's quote and invoice; the customer's stream sees it", async () => {
    const { customer, scope, conversationId } = await customerWrites(biz, "Rory", "Can I see my quote?");
    const quote = await createQuote(db, scope, { status: "sent" });
    const invoice = await createInvoice(db, scope, { status: "pending" });
    const file = await saveFile({ businessId: biz.id }, { name: "plan.png", bytes: TINY_PNG, uploadedBy: { type: "staff", id: biz.owner.id } });
    const since = new Date(Date.now() - 1000);

    const reply = await replyToConversation(
      { businessId: biz.id },
      businessReplySchema.parse({ conversationId, content: "Here you go", fileIds: [file.id], quoteIds: [quote.id], invoiceIds: [invoice.id] }),
      biz.owner.id,
    );
    expect(reply).toMatchObject({ senderType: "business", senderId: biz.owner.id, content: "Here you go", messageType: "file" });
    expect(reply.attachments.map((a) => a.type).sort()).toEqual(["file", "invoice_link", "quote_link"]);
    expect(await db.select().from(messageAttachments).where(eq(messageAttachments.messageId, reply.id))).toHaveLength(3);

    const streamed = await listMessagesSince(scope, conversationId, since);
    expect(streamed.map((m) => m.id)).toContain(reply.id);
    const bell = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.customerId, customer.id), eq(notifications.kind, "message")));
    expect(bell).toHaveLength(1);

    const thread = await getBusinessConversation({ businessId: biz.id }, conversationId);
    expect(thread.customer.name).toBe("Rory Inbox");
    expect(thread.messages.map((m) => m.content)).toEqual(["Can I see my quote?", "Here you go"]);
  });

  it("attachments only: the content becomes 'Sent attachments'", async () => {
    const { conversationId } = await customerWrites(biz, "Ash", "Send the photo");
    const file = await saveFile({ businessId: biz.id }, { name: "after.png", bytes: TINY_PNG, uploadedBy: { type: "staff", id: biz.owner.id } });
    const reply = await replyToConversation({ businessId: biz.id }, businessReplySchema.parse({ conversationId, content: " ", fileIds: [file.id] }), biz.owner.id);
    expect(reply.content).toBe("Sent attachments");
    expect(businessReplySchema.safeParse({ conversationId, content: "  " }).success).toBe(false);
  });

  it("refuses another business's conversation, another customer's quote, a draft, a customer's upload or a used file — and sends nothing", async () => {
    const { scope, conversationId } = await customerWrites(biz, "Sam", "Hello");
    const neighbour = await customerWrites(biz, "Nia", "Hi");
    const foreign = await customerWrites(other, "Fay", "Hey");
    const neighbourQuote = await createQuote(db, neighbour.scope, { status: "sent" });
    const draft = await createInvoice(db, scope, { status: "draft" });
    const customerUpload = await saveFile({ businessId: biz.id }, { name: "c.png", bytes: TINY_PNG, uploadedBy: { type: "customer", id: scope.customerId } });
    const otherStaffFile = await saveFile({ businessId: other.id }, { name: "o.png", bytes: TINY_PNG, uploadedBy: { type: "staff", id: other.owner.id } });
    const reply = (input: Record<string, unknown>) =>
      replyToConversation({ businessId: biz.id }, businessReplySchema.parse({ conversationId, content: "x", ...input }), biz.owner.id);

    await expect(
      replyToConversation({ businessId: biz.id }, businessReplySchema.parse({ conversationId: foreign.conversationId, content: "x" }), biz.owner.id),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(reply({ quoteIds: [neighbourQuote.id] })).rejects.toMatchObject({ code: "invalid", message: "Quote not found" });
    await expect(reply({ invoiceIds: [draft.id] })).rejects.toMatchObject({ code: "invalid", message: "Invoice not found" });
    await expect(reply({ fileIds: [customerUpload.id] })).rejects.toMatchObject({ code: "invalid", message: "Attachment not found" });
    await expect(reply({ fileIds: [otherStaffFile.id] })).rejects.toMatchObject({ code: "invalid", message: "Attachment not found" });

    const rows = await db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(rows.map((m) => m.content)).toEqual(["Hello"]);
    const foreignRows = await db.select().from(messages).where(eq(messages.conversationId, foreign.conversationId));
    expect(foreignRows.map((m) => m.content)).toEqual(["Hey"]);

    // A file already sent cannot be attached to a second reply.
    const used = await saveFile({ businessId: biz.id }, { name: "u.png", bytes: TINY_PNG, uploadedBy: { type: "staff", id: biz.owner.id } });
    await reply({ fileIds: [used.id] });
    await expect(reply({ fileIds: [used.id] })).rejects.toMatchObject({ code: "invalid", message: "Attachment not found" });
  });
});

describe("documents a reply may link to", () => {
  it("are the customer's own quotes and invoices that are not drafts, in this business only", async () => {
    const { scope } = await customerWrites(biz, "Lin", "Links?");
    const neighbour = await customerWrites(biz, "Max", "Hi");
    const sent = await createQuote(db, scope, { status: "sent", quoteNumber: "Q-LINK-1" });
    await createQuote(db, scope, { status: "draft", quoteNumber: "Q-LINK-DRAFT" });
    const pending = await createInvoice(db, scope, { status: "pending", invoiceNumber: "INV-LINK-1" });
    await createQuote(db, neighbour.scope, { status: "sent", quoteNumber: "Q-LINK-OTHER" });

    const docs = await listLinkableDocuments({ businessId: biz.id }, scope.customerId);
    expect(docs.map((d) => [d.kind, d.id, d.label]).sort()).toEqual([
      ["invoice", pending.id, "Invoice #INV-LINK-1 (pending)"],
      ["quote", sent.id, "Quote #Q-LINK-1 (sent)"],
    ]);
    expect(await listLinkableDocuments({ businessId: other.id }, scope.customerId)).toEqual([]);
  });
});

describe("message files for staff", () => {
  it("serves attachments of the business's messages and staff uploads; not a customer's unsent upload nor another business's file", async () => {
    const { scope, conversationId } = await customerWrites(biz, "Fin", "See attached");
    const attached = await saveFile({ businessId: biz.id }, { name: "a.png", bytes: TINY_PNG, uploadedBy: { type: "customer", id: scope.customerId } });
    await sendCustomerMessage(scope, customerMessageSchema.parse({ conversationId, content: "", fileIds: [attached.id] }), "Fin");
    const unsent = await saveFile({ businessId: biz.id }, { name: "u.png", bytes: TINY_PNG, uploadedBy: { type: "customer", id: scope.customerId } });
    const staffUpload = await saveFile({ businessId: biz.id }, { name: "s.png", bytes: TINY_PNG, uploadedBy: { type: "staff", id: biz.owner.id } });

    expect((await getBusinessMessageFile({ businessId: biz.id }, attached.id))?.name).toBe("a.png");
    expect((await getBusinessMessageFile({ businessId: biz.id }, staffUpload.id))?.name).toBe("s.png");
    expect(await getBusinessMessageFile({ businessId: biz.id }, unsent.id)).toBeNull();
    expect(await getBusinessMessageFile({ businessId: other.id }, attached.id)).toBeNull();
    expect(await getBusinessMessageFile({ businessId: biz.id }, "not-a-uuid")).toBeNull();
  });
});
