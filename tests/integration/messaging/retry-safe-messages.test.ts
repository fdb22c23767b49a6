import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { emailOutbox, messageAttachments, messages, notifications } from "@/db/schema";
import { saveFile } from "@/lib/files/save-file";
import { getOrCreateConversationId } from "@/lib/messaging/get-customer-conversation";
import { businessReplySchema } from "@/lib/messaging/inbox/reply-schema";
import { replyToConversation } from "@/lib/messaging/inbox/reply-to-conversation";
import { customerMessageSchema } from "@/lib/messaging/message-schema";
import { sendCustomerMessage } from "@/lib/messaging/send-customer-message";
import { TINY_PNG, createBusiness, createCustomer } from "../../support/portal-fixtures";

/**
 * Issue 44 item 6: a composer's send carries a client-made id, kept across retries; the same
 * id twice — one after the other (a retry after a lost answer) or at the same moment — is one
 * message, one notification and one email, on the real database.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;

beforeAll(async () => {
  biz = await createBusiness(db);
});

async function aConversation() {
  const customer = await createCustomer(db, biz.id);
  const scope = { businessId: biz.id, customerId: customer.id };
  return { scope, conversationId: await getOrCreateConversationId(scope) };
}

const rowsOf = (conversationId: string) => db.select().from(messages).where(eq(messages.conversationId, conversationId));
const ownerNotices = (body: string) =>
  db.select().from(notifications).where(and(eq(notifications.userId, biz.owner.id), eq(notifications.body, body)));
const customerNotices = (customerId: string) =>
  db.select().from(notifications).where(and(eq(notifications.customerId, customerId), eq(notifications.kind, "message")));
const ownerEmails = () => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, biz.owner.email!));

describe("a customer's send with a client id", () => {
  it("written once when retried: the retry answers the first message, the owner is told once", async () => {
    const { scope, conversationId } = await aConversation();
    const clientMessageId = crypto.randomUUID();
    const body = `Retry me ${clientMessageId}`;
    const emailsBefore = (await ownerEmails()).length;
    const input = customerMessageSchema.parse({ conversationId, content: body, clientMessageId });

    const first = await sendCustomerMessage(scope, input, "Casey");
    const retry = await sendCustomerMessage(scope, input, "Casey");

    expect(retry.id).toBe(first.id);
    expect(retry).toMatchObject({ content: body, senderType: "customer", senderId: scope.customerId });
    const rows = await rowsOf(conversationId);
    expect(rows.map((r) => [r.content, r.clientMessageId])).toEqual([[body, clientMessageId]]);
    expect(await ownerNotices(body)).toHaveLength(1);
    expect((await ownerEmails()).length - emailsBefore).toBe(1);
  });

  it("written once when the same send arrives five times at once", async () => {
    const { scope, conversationId } = await aConversation();
    const clientMessageId = crypto.randomUUID();
    const body = `Concurrent ${clientMessageId}`;
    const input = customerMessageSchema.parse({ conversationId, content: body, clientMessageId });

    const answers = await Promise.all(Array.from({ length: 5 }, () => sendCustomerMessage(scope, input, "Casey")));

    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await rowsOf(conversationId)).toHaveLength(1);
    expect(await ownerNotices(body)).toHaveLength(1);
  });

  it("a retry with attachments answers the first message (files are not 'already attached' to it)", async () => {
    const { scope, conversationId } = await aConversation();
    const file = await saveFile({ businessId: biz.id }, { name: "roof.png", bytes: TINY_PNG, uploadedBy: { type: "customer", id: scope.customerId } });
    const input = customerMessageSchema.parse({ conversationId, content: "", fileIds: [file.id], clientMessageId: crypto.randomUUID() });
    const first = await sendCustomerMessage(scope, input, "Casey");
    const retry = await sendCustomerMessage(scope, input, "Casey");
    expect(retry.id).toBe(first.id);
    expect(retry.attachments).toMatchObject([{ type: "file", id: file.id }]);
    expect(await db.select().from(messageAttachments).where(eq(messageAttachments.fileId, file.id))).toHaveLength(1);
  });

  it("different ids (or none) are different messages; an id is scoped to its conversation", async () => {
    const { scope, conversationId } = await aConversation();
    const other = await aConversation();
    const shared = crypto.randomUUID();
    await sendCustomerMessage(scope, customerMessageSchema.parse({ conversationId, content: "one", clientMessageId: shared }), "Casey");
    await sendCustomerMessage(scope, customerMessageSchema.parse({ conversationId, content: "two", clientMessageId: crypto.randomUUID() }), "Casey");
    await sendCustomerMessage(scope, customerMessageSchema.parse({ conversationId, content: "three" }), "Casey");
    await sendCustomerMessage(scope, customerMessageSchema.parse({ conversationId, content: "three" }), "Casey");
    const elsewhere = await sendCustomerMessage(
      other.scope,
      customerMessageSchema.parse({ conversationId: other.conversationId, content: "mine", clientMessageId: shared }),
      "Drew",
    );
    expect((await rowsOf(conversationId)).map((r) => r.content).sort()).toEqual(["one", "three", "three", "two"]);
    expect(elsewhere.content).toBe("mine");
  });

  it("refuses an id that is not a UUID with a clear message", () => {
    const parsed = customerMessageSchema.safeParse({ conversationId: crypto.randomUUID(), content: "hi", clientMessageId: "abc" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe("Invalid message id");
  });
});

describe("a business reply with a client id", () => {
  it("written once when retried and when sent concurrently; the customer's bell rings once", async () => {
    const { scope, conversationId } = await aConversation();
    const clientMessageId = crypto.randomUUID();
    const input = businessReplySchema.parse({ conversationId, content: "We'll be there Tuesday", clientMessageId });

    const first = await replyToConversation({ businessId: biz.id }, input, biz.owner.id);
    const retry = await replyToConversation({ businessId: biz.id }, input, biz.owner.id);
    expect(retry.id).toBe(first.id);

    const concurrentId = crypto.randomUUID();
    const again = businessReplySchema.parse({ conversationId, content: "And Friday", clientMessageId: concurrentId });
    const answers = await Promise.all(Array.from({ length: 5 }, () => replyToConversation({ businessId: biz.id }, again, biz.owner.id)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);

    expect((await rowsOf(conversationId)).map((r) => r.content).sort()).toEqual(["And Friday", "We'll be there Tuesday"]);
    expect(await customerNotices(scope.customerId)).toHaveLength(2);
  });

  it("a staff retry with a file attached answers the first message", async () => {
    const { conversationId } = await aConversation();
    const file = await saveFile({ businessId: biz.id }, { name: "plan.png", bytes: TINY_PNG, uploadedBy: { type: "staff", id: biz.owner.id } });
    const input = businessReplySchema.parse({ conversationId, content: "Plan attached", fileIds: [file.id], clientMessageId: crypto.randomUUID() });
    const first = await replyToConversation({ businessId: biz.id }, input, biz.owner.id);
    const retry = await replyToConversation({ businessId: biz.id }, input, biz.owner.id);
    expect(retry.id).toBe(first.id);
    expect(await rowsOf(conversationId)).toHaveLength(1);
  });
});
