import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listConversations } from "@/app/api/v1/conversations/route";
import { GET as listMessages, POST as postMessage } from "@/app/api/v1/conversations/[conversationId]/messages/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { getOrCreateConversationId } from "@/lib/messaging/get-customer-conversation";
import { listMessagesSince } from "@/lib/messaging/list-messages-since";
import { customerMessageSchema } from "@/lib/messaging/message-schema";
import { sendCustomerMessage } from "@/lib/messaging/send-customer-message";
import { apiRequest, createApiKey } from "@/tests/support/api-fixtures";
import { createBusiness, createCustomer, createQuote } from "@/tests/support/portal-fixtures";

/**
 * API v1 conversations (issue 13 item 6): list, read and reply through the real routes with
 * real keys; permission per operation, another business's conversation is 404.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let other: Biz;
let key: string;
let readOnlyKey: string;
let noneKey: string;

async function conversationWith(b: Biz, name: string, texts: string[]) {
  const customer = await createCustomer(db, b.id, { firstName: name, lastName: "Api" });
  const scope = { businessId: b.id, customerId: customer.id };
  const id = await getOrCreateConversationId(scope);
  for (const text of texts) await sendCustomerMessage(scope, customerMessageSchema.parse({ conversationId: id, content: text }), name);
  return { id, scope };
}

const ctx = (id: string) => ({ params: Promise.resolve({ conversationId: id }) });

beforeAll(async () => {
  biz = await createBusiness(db);
  other = await createBusiness(db);
  key = (await createApiKey(db, biz.id, ["view_messages", "send_messages"])).key;
  readOnlyKey = (await createApiKey(db, biz.id, ["view_messages"])).key;
  noneKey = (await createApiKey(db, biz.id, ["view_jobs"])).key;
});

describe("GET /api/v1/conversations", () => {
  it("pages the business's conversations newest activity first with unread counts; never another business's", async () => {
    const first = await conversationWith(biz, "Ada", ["one"]);
    const second = await conversationWith(biz, "Ben", ["two", "three"]);
    const third = await conversationWith(biz, "Cy", ["four"]);
    const foreign = await conversationWith(other, "Dee", ["secret"]);

    const page1 = await listConversations(apiRequest("/conversations?limit=2", { key }));
    expect(page1.status).toBe(200);
    const body1 = await page1.json();
    expect(body1.data.map((c: { id: string }) => c.id)).toEqual([third.id, second.id]);
    expect(body1.data[1]).toMatchObject({ customer_name: "Ben Api", unread_count: 2, customer_id: second.scope.customerId });
    expect(body1.has_more).toBe(true);

    const page2 = await (await listConversations(apiRequest(`/conversations?limit=2&cursor=${body1.next_cursor}`, { key }))).json();
    expect(page2.data.map((c: { id: string }) => c.id)).toEqual([first.id]);
    expect(page2).toMatchObject({ has_more: false, next_cursor: null });
    expect([...body1.data, ...page2.data].map((c: { id: string }) => c.id)).not.toContain(foreign.id);
  });

  it("needs view_messages (403) and a valid cursor (400)", async () => {
    const refused = await listConversations(apiRequest("/conversations", { key: noneKey }));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden");
    const bad = await listConversations(apiRequest("/conversations?cursor=bm9wZQ", { key }));
    expect(bad.status).toBe(400);
  });
});

describe("/api/v1/conversations/{id}/messages", () => {
  it("lists a conversation's messages newest first, paged", async () => {
    const { id } = await conversationWith(biz, "Eve", ["m1", "m2", "m3"]);
    const page1 = await (await listMessages(apiRequest(`/conversations/${id}/messages?limit=2`, { key: readOnlyKey }), ctx(id))).json();
    expect(page1.data.map((m: { content: string }) => m.content)).toEqual(["m3", "m2"]);
    expect(page1.data[0]).toMatchObject({ conversation_id: id, sender_type: "customer", message_type: "text", attachments: [] });
    const page2 = await (await listMessages(apiRequest(`/conversations/${id}/messages?limit=2&cursor=${page1.next_cursor}`, { key }), ctx(id))).json();
    expect(page2.data.map((m: { content: string }) => m.content)).toEqual(["m1"]);
    expect(page2.has_more).toBe(false);
  });

  it("posts a reply with a quote link that the customer's stream receives; writes the row", async () => {
    const { id, scope } = await conversationWith(biz, "Fay", ["Quote please"]);
    const quote = await createQuote(db, scope, { status: "sent", quoteNumber: "Q-API-1" });
    const since = new Date(Date.now() - 1000);
    const response = await postMessage(apiRequest(`/conversations/${id}/messages`, { key, method: "POST", body: { content: "Here it is", quote_ids: [quote.id] } }), ctx(id));
    expect(response.status).toBe(201);
    const json = await response.json();
    expect(json).toMatchObject({
      conversation_id: id,
      sender_type: "business",
      sender_id: null,
      content: "Here it is",
      attachments: [{ type: "quote_link", quote_id: quote.id, quote_number: "Q-API-1" }],
    });
    const [row] = await db.select().from(s.messages).where(eq(s.messages.id, json.id));
    expect(row).toMatchObject({ businessId: biz.id, conversationId: id, senderType: "business", content: "Here it is" });
    expect((await listMessagesSince(scope, id, since)).map((m) => m.id)).toContain(json.id);
  });

  it("answers 404 for another business's conversation, 403 without send_messages, 422 for an empty body — and writes nothing", async () => {
    const foreign = await conversationWith(other, "Gus", ["private"]);
    const mine = await conversationWith(biz, "Hal", ["hello"]);
    const count = async (conversationId: string) => (await db.select().from(s.messages).where(eq(s.messages.conversationId, conversationId))).length;

    const read = await listMessages(apiRequest(`/conversations/${foreign.id}/messages`, { key }), ctx(foreign.id));
    expect(read.status).toBe(404);
    expect(JSON.stringify(await read.json())).not.toContain("private");
    const post = await postMessage(apiRequest(`/conversations/${foreign.id}/messages`, { key, method: "POST", body: { content: "hi" } }), ctx(foreign.id));
    expect(post.status).toBe(404);
    expect((await postMessage(apiRequest("/conversations/nope/messages", { key, method: "POST", body: { content: "hi" } }), ctx("nope"))).status).toBe(404);

    const noSend = await postMessage(apiRequest(`/conversations/${mine.id}/messages`, { key: readOnlyKey, method: "POST", body: { content: "hi" } }), ctx(mine.id));
    expect(noSend.status).toBe(403);
    expect((await listMessages(apiRequest(`/conversations/${mine.id}/messages`, { key: noneKey }), ctx(mine.id))).status).toBe(403);
    const empty = await postMessage(apiRequest(`/conversations/${mine.id}/messages`, { key, method: "POST", body: { content: "  " } }), ctx(mine.id));
    expect(empty.status).toBe(422);

    expect(await count(foreign.id)).toBe(1);
    expect(await count(mine.id)).toBe(1);
  });
});
