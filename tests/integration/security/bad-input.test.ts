import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as loginPost } from "@/app/api/customer-login/route";
import { POST as portalDataPost } from "@/app/api/customer-portal-data/route";
import { POST as signupPost } from "@/app/api/customer-signup/route";
import { db } from "@/db/client";
import { authAttempts, customers, messages } from "@/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { getOrCreateConversationId } from "@/lib/messaging/get-customer-conversation";
import { createBusiness, createCustomer, createSession, unique } from "../../support/portal-fixtures";

/**
 * Security finding: a NUL byte (Postgres text cannot hold one) in an email or a message
 * answered 500. It is now a 400 with nothing stored, and not even a failed attempt recorded.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let token: string;
let conversationId: string;
const host = () => `${biz.portalSubdomain}.localhost:3000`;

async function post(handler: (r: Request) => Promise<Response>, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await handler(
    new Request(`http://${host()}${path}`, {
      method: "POST",
      headers: { host: host(), "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: "192.0.2.44", ...headers },
      body: JSON.stringify(body),
    }),
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  biz = await createBusiness(db);
  const customer = await createCustomer(db, biz.id);
  token = await createSession(db, biz.id, customer.id);
  conversationId = await getOrCreateConversationId({ businessId: biz.id, customerId: customer.id });
});

describe("NUL bytes answer 400 and store nothing", () => {
  it("in the email of /api/customer-login", async () => {
    const email = `${unique("nul")}\u0000@example.test`;
    const res = await post(loginPost, "/api/customer-login", { email, password: "Whatever1!" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false });
    const [attempts] = await db.select({ n: count() }).from(authAttempts).where(eq(authAttempts.ip, "192.0.2.44"));
    expect(attempts!.n).toBe(0);
  });

  it("in the email of /api/customer-signup", async () => {
    const email = `${unique("nul")}\u0000@example.test`;
    const res = await post(signupPost, "/api/customer-signup", {
      first_name: "Nul",
      last_name: "Byte",
      email,
      phone: "5551234567",
      password: "Signup1234!",
      business_id: biz.id,
    });
    expect(res.status).toBe(400);
    // (The query itself cannot carry the NUL: look for the email without it, and for the business's customers.)
    expect(await db.select({ id: customers.id }).from(customers).where(eq(customers.email, email.replace("\u0000", "")))).toHaveLength(0);
    const [all] = await db.select({ n: count() }).from(customers).where(eq(customers.businessId, biz.id));
    expect(all!.n).toBe(1);
  });

  it("in the content of the portal's send_message", async () => {
    const res = await post(portalDataPost, "/api/customer-portal-data", {
      action: "send_message",
      session_token: token,
      message_data: { conversation_id: conversationId, content: "hello\u0000world" },
    });
    expect(res.status).toBe(400);
    const [stored] = await db.select({ n: count() }).from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored!.n).toBe(0);
  });
});

describe("POST /api/customer-portal-data with the portal cookie", () => {
  const cookie = () => `sl_portal_session=${token}`;
  const send = (headers: Record<string, string>, body: string) =>
    portalDataPost(
      new Request(`http://${host()}/api/customer-portal-data`, { method: "POST", headers: { host: host(), cookie: cookie(), ...headers }, body }),
    );
  const message = (content: string) => JSON.stringify({ action: "send_message", message_data: { conversation_id: conversationId, content } });
  const stored = async () => (await db.select({ content: messages.content }).from(messages).where(eq(messages.conversationId, conversationId))).map((m) => m.content);

  it("refuses text/plain (what a cross-site form can send) with 400", async () => {
    const res = await send({ "content-type": "text/plain", origin: `http://${host()}` }, message("from a form"));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: "Content-Type must be application/json" });
    expect(await stored()).not.toContain("from a form");
  });

  it("refuses JSON from another origin, or without one, with 403", async () => {
    for (const origin of ["https://evil.example", null]) {
      const res = await send({ "content-type": "application/json", ...(origin ? { origin } : {}) }, message(`cross ${origin}`));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: "Cross-site request refused" });
    }
    expect((await stored()).filter((c) => c?.startsWith("cross"))).toEqual([]);
  });

  it("accepts same-origin JSON", async () => {
    const res = await send({ "content-type": "application/json", origin: `http://${host()}` }, message("same origin"));
    expect(res.status).toBe(200);
    expect(await stored()).toContain("same origin");
  });
});
