import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/customer-portal-data/route";
import { db } from "@/db/client";
import { messages, quotes } from "@/db/schema";
import { getOrCreateConversationId } from "@/lib/messaging/get-customer-conversation";
import { saveFile } from "@/lib/files/save-file";
import {
  TINY_PNG, createBusiness, createConversation, createCustomer, createInvoice, createQuote, createSession,
} from "../../support/portal-fixtures";

type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let other: Biz;
let me: { id: string; firstName: string; lastName: string };
let token: string;
let neighbourToken: string;
let neighbourId: string;
let foreignToken: string;

const host = (b: Biz) => `${b.portalSubdomain}.localhost:3000`;

async function get(query: Record<string, string>, { h = host(biz), cookie }: { h?: string; cookie?: string } = {}) {
  const url = `http://${h}/api/customer-portal-data?${new URLSearchParams(query)}`;
  const res = await GET(new Request(url, { headers: { host: h, ...(cookie ? { cookie } : {}) } }));
  return { status: res.status, json: (await res.json()) as Record<string, any>, cacheControl: res.headers.get("cache-control") };
}

async function post(body: unknown, { h = host(biz), raw }: { h?: string; raw?: string } = {}) {
  const res = await POST(
    new Request(`http://${h}/api/customer-portal-data`, {
      method: "POST",
      headers: { host: h, "content-type": "application/json" },
      body: raw ?? JSON.stringify(body),
    }),
  );
  return { status: res.status, json: (await res.json()) as Record<string, any>, cacheControl: res.headers.get("cache-control") };
}

beforeAll(async () => {
  biz = await createBusiness(db);
  other = await createBusiness(db);
  const customer = await createCustomer(db, biz.id, { firstName: "Lena", lastName: "Park" });
  me = customer;
  token = await createSession(db, biz.id, customer.id);
  const neighbour = await createCustomer(db, biz.id);
  neighbourId = neighbour.id;
  neighbourToken = await createSession(db, biz.id, neighbour.id);
  const foreign = await createCustomer(db, other.id);
  foreignToken = await createSession(db, other.id, foreign.id);
});

describe("GET /api/customer-portal-data", () => {
  it("quotes: the customer's visible quotes in the spec's shape with every line item", async () => {
    const quote = await createQuote(db, { businessId: biz.id, customerId: me.id }, {
      quoteNumber: `Q-API${Date.now()}`,
      terms: "Net 15",
      lines: [1, 2, 3, 4].map((n) => ({ description: `Item ${n}`, rate: n * 10 })),
    });
    await createQuote(db, { businessId: biz.id, customerId: me.id }, { status: "draft" });
    await createQuote(db, { businessId: biz.id, customerId: neighbourId });
    const res = await get({ action: "quotes", session_token: token, business_id: biz.id });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.quotes).toHaveLength(1);
    expect(res.json.quotes[0]).toMatchObject({
      id: quote.id,
      quote_number: quote.quoteNumber,
      status: "sent",
      terms: "Net 15",
      total_amount: quote.totalAmountCents / 100,
      customers: { first_name: "Lena", last_name: "Park" },
    });
    expect(res.json.quotes[0].quote_line_items.map((li: { description: string }) => li.description)).toEqual(["Item 1", "Item 2", "Item 3", "Item 4"]);
  });

  it("invoices and conversations; token from the cookie; portal_subdomain on the main host", async () => {
    const invoice = await createInvoice(db, { businessId: biz.id, customerId: me.id }, { invoiceNumber: `INV-API${Date.now()}`, paymentInstructions: "Pay by check" });
    await createInvoice(db, { businessId: biz.id, customerId: me.id }, { status: "draft" });
    const res = await get({ action: "invoices" }, { cookie: `sl_portal_session=${token}` });
    expect(res.status).toBe(200);
    expect(res.json.invoices).toEqual([
      expect.objectContaining({ id: invoice.id, invoice_number: invoice.invoiceNumber, status: "pending", amount: 108.25, payment_instructions: "Pay by check" }),
    ]);
    const conv = await get({ action: "conversations", session_token: token, portal_subdomain: biz.portalSubdomain }, { h: "localhost:3000" });
    expect(conv.status).toBe(200);
    expect(conv.json.conversation).toEqual({ id: expect.any(String), messages: [] });
  });

  it("refuses bad actions, missing or malformed tokens, other tenants' sessions and business ids", async () => {
    expect((await get({ action: "everything", session_token: token })).status).toBe(400);
    expect(await get({ action: "quotes" })).toMatchObject({ status: 401, json: { success: false } });
    expect((await get({ action: "quotes", session_token: "short" })).status).toBe(400);
    expect((await get({ action: "quotes", session_token: `${"a".repeat(40)}<script>` })).status).toBe(400);
    // The other business's customer sees only their own (empty) data on their own host…
    const theirs = await get({ action: "quotes", session_token: foreignToken }, { h: host(other) });
    expect(theirs.status).toBe(200);
    expect(theirs.json.quotes).toEqual([]);
    // …and their session is not a session on this business's host (spec §4: it is ended).
    expect((await get({ action: "quotes", session_token: foreignToken })).status).toBe(401);
    expect((await get({ action: "quotes", session_token: foreignToken }, { h: host(other) })).status).toBe(401);
    // A business_id naming another tenant is refused, and ends the offered session.
    const spare = await createSession(db, biz.id, me.id);
    expect((await get({ action: "quotes", session_token: spare, business_id: other.id })).status).toBe(403);
    expect((await get({ action: "quotes", session_token: spare })).status).toBe(401);
  });
});

describe("caching of the portal data API", () => {
  // Red team (issue 42): a customer's quotes, invoices and messages were answered without
  // no-store, so a shared or back-button cache could keep them after sign-out.
  it("every answer, data or refusal, GET or POST, is Cache-Control: no-store", async () => {
    const answers = [
      await get({ action: "quotes", session_token: token }),
      await get({ action: "invoices", session_token: token }),
      await get({ action: "conversations", session_token: token }),
      await get({ action: "everything", session_token: token }),
      await get({ action: "quotes" }),
      await post({ action: "approve-quote", session_token: token, quote_data: { quote_id: "00000000-0000-4000-8000-000000000000" } }),
      await post({ action: "nothing", session_token: token }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 400, 401, 404, 400]);
    expect(answers.map((a) => a.cacheControl)).toEqual(answers.map(() => "no-store"));
  });
});

describe("POST /api/customer-portal-data", () => {
  it("approve-quote and decline-quote move only the customer's sent quotes", async () => {
    const a = await createQuote(db, { businessId: biz.id, customerId: me.id });
    const res = await post({ action: "approve-quote", session_token: token, business_id: biz.id, quote_data: { quote_id: a.id, comment: "Go ahead" } });
    expect(res).toMatchObject({ status: 200, json: { success: true, quote: { id: a.id, status: "approved" } } });
    const [row] = await db.select().from(quotes).where(eq(quotes.id, a.id));
    expect(row).toMatchObject({ status: "approved", customerComment: "Go ahead" });

    expect(await post({ action: "decline-quote", session_token: token, quote_data: { quote_id: a.id } })).toMatchObject({
      status: 409,
      json: { success: false, message: "This quote has already been approved" },
    });
    const theirs = await createQuote(db, { businessId: biz.id, customerId: neighbourId });
    expect((await post({ action: "approve-quote", session_token: token, quote_data: { quote_id: theirs.id } })).status).toBe(404);
    expect((await post({ action: "approve-quote", session_token: token, quote_data: { quote_id: "nope" } })).status).toBe(404);
    expect((await post({ action: "approve-quote", session_token: token })).status).toBe(400);
    expect((await post({ action: "approve-quote", session_token: token, quote_data: { quote_id: theirs.id, comment: "x".repeat(1001) } })).status).toBe(400);
    expect((await post({ action: "approve-quote", session_token: neighbourToken, quote_data: { quote_id: theirs.id, comment: 5 } })).status).toBe(400);
    expect((await post({}, { raw: "{not json" })).status).toBe(400);
    expect((await post({ action: "delete-everything", session_token: token })).status).toBe(400);
    expect((await post({ action: "approve-quote", quote_data: { quote_id: theirs.id } })).status).toBe(401);
    const [still] = await db.select().from(quotes).where(eq(quotes.id, theirs.id));
    expect(still.status).toBe("sent");
  });

  it("send_message: text and uploaded attachments; refuses others' files and conversations", async () => {
    const conversationId = await getOrCreateConversationId({ businessId: biz.id, customerId: me.id });
    const file = await saveFile({ businessId: biz.id }, { name: "yard.png", bytes: TINY_PNG, uploadedBy: { type: "customer", id: me.id } });
    const res = await post({
      action: "send_message",
      session_token: token,
      business_id: biz.id,
      message_data: {
        conversation_id: conversationId,
        content: "",
        message_type: "file",
        attachments: [{ type: "file", name: "yard.png", url: `/api/files/${file.id}`, size: TINY_PNG.length, mime_type: "image/png" }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatchObject({ id: expect.any(String), created_at: expect.any(String), updated_at: expect.any(String), content: "Sent attachments", message_type: "file" });
    expect(res.json.message.attachments).toEqual([{ type: "file", name: "yard.png", url: `/api/files/${file.id}`, size: TINY_PNG.length, mime_type: "image/png" }]);

    const text = await post({ action: "send_message", session_token: token, message_data: { conversation_id: conversationId, content: "Hello there" } });
    expect(text.status).toBe(200);
    expect((await post({ action: "send_message", session_token: token, message_data: { conversation_id: conversationId, content: "   " } })).status).toBe(400);
    const theirFile = await saveFile({ businessId: biz.id }, { name: "x.png", bytes: TINY_PNG, uploadedBy: { type: "customer", id: neighbourId } });
    expect(
      (await post({ action: "send_message", session_token: token, message_data: { conversation_id: conversationId, content: "x", attachments: [{ type: "file", url: `/api/files/${theirFile.id}` }] } })).status,
    ).toBe(400);
    expect(
      (await post({ action: "send_message", session_token: token, message_data: { conversation_id: conversationId, content: "x", attachments: [{ type: "file", url: "https://evil.example/x.exe" }] } })).status,
    ).toBe(400);
    const neighbourConversation = await createConversation(db, { businessId: biz.id, customerId: neighbourId });
    expect((await post({ action: "send_message", session_token: token, message_data: { conversation_id: neighbourConversation.id, content: "hi" } })).status).toBe(404);
    const rows = await db.select().from(messages).where(eq(messages.conversationId, neighbourConversation.id));
    expect(rows).toEqual([]);
  });
});
