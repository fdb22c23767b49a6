import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getFile } from "@/app/api/files/[fileId]/route";
import { GET as stream } from "@/app/api/portal/messages/stream/route";
import { POST as upload } from "@/app/api/portal/uploads/route";
import { db } from "@/db/client";
import { files, messages } from "@/db/schema";
import { getOrCreateConversationId } from "@/lib/messaging/get-customer-conversation";
import { sendBusinessMessage } from "@/lib/messaging/send-business-message";
import { sendCustomerMessage } from "@/lib/messaging/send-customer-message";
import { TINY_PNG, createBusiness, createCustomer, createSession } from "../../support/portal-fixtures";

type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let other: Biz;
let me: { id: string };
let neighbour: { id: string };
let token: string;
let neighbourToken: string;
let foreignToken: string;
const host = (b: Biz) => `${b.portalSubdomain}.localhost:3000`;

function uploadRequest(parts: Array<{ name: string; bytes: Uint8Array; type?: string }>, cookieToken = token, h = host(biz)) {
  const form = new FormData();
  for (const p of parts) form.append("files", new File([Buffer.from(p.bytes)], p.name, { type: p.type ?? "application/octet-stream" }));
  return new Request(`http://${h}/api/portal/uploads`, { method: "POST", headers: { host: h, origin: `http://${h}`, cookie: `sl_portal_session=${cookieToken}` }, body: form });
}

const fileRequest = (id: string, cookieToken: string, h = host(biz)) =>
  getFile(new Request(`http://${h}/api/files/${id}`, { headers: { host: h, cookie: `sl_portal_session=${cookieToken}` } }), {
    params: Promise.resolve({ fileId: id }),
  });

beforeAll(async () => {
  biz = await createBusiness(db);
  other = await createBusiness(db);
  me = await createCustomer(db, biz.id);
  neighbour = await createCustomer(db, biz.id);
  token = await createSession(db, biz.id, me.id);
  neighbourToken = await createSession(db, biz.id, neighbour.id);
  const foreign = await createCustomer(db, other.id);
  foreignToken = await createSession(db, other.id, foreign.id);
});

describe("uploads and file serving", () => {
  it("stores several accepted files, sniffed by content, and serves them only to the participants with safe headers", async () => {
    const res = await upload(uploadRequest([
      { name: "photo.png", bytes: TINY_PNG, type: "image/png" },
      { name: "notes.txt", bytes: new TextEncoder().encode("Gate code 1234\n") },
    ]));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; files: Array<{ id: string; name: string; url: string; size: number; mime_type: string; type: string }> };
    expect(body.files.map((f) => [f.name, f.mime_type, f.type])).toEqual([
      ["photo.png", "image/png", "file"],
      ["notes.txt", "text/plain; charset=utf-8", "file"],
    ]);
    const [png, txt] = body.files;
    const [row] = await db.select().from(files).where(eq(files.id, png.id));
    expect(row).toMatchObject({ businessId: biz.id, uploadedByType: "customer", uploadedById: me.id, size: TINY_PNG.length });

    const mine = await fileRequest(png.id, token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/png");
    expect(mine.headers.get("x-content-type-options")).toBe("nosniff");
    expect(mine.headers.get("content-disposition")).toMatch(/^inline; filename="photo.png"/);
    expect(mine.headers.get("content-security-policy")).toContain("sandbox");
    expect(Buffer.from(await mine.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    const text = await fileRequest(txt.id, token);
    expect(text.headers.get("content-disposition")).toMatch(/^attachment; filename="notes.txt"/);

    // Not attached to anything yet: the neighbour cannot read it; once it is in my
    // conversation the neighbour still cannot, and another tenant's session never can.
    expect((await fileRequest(png.id, neighbourToken)).status).toBe(404);
    const conversationId = await getOrCreateConversationId({ businessId: biz.id, customerId: me.id });
    await sendCustomerMessage({ businessId: biz.id, customerId: me.id }, { conversationId, content: "", fileIds: [png.id] }, "Me");
    expect((await fileRequest(png.id, neighbourToken)).status).toBe(404);
    expect((await fileRequest(png.id, foreignToken, host(other))).status).toBe(404);
    expect((await fileRequest("../../etc/passwd", token)).status).toBe(404);
  });

  it("refuses a disguised type, an oversized file (spec message), no session, and a non-multipart body", async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    const disguised = await upload(uploadRequest([{ name: "invoice.pdf", bytes: exe, type: "application/pdf" }]));
    expect(disguised.status).toBe(400);
    expect(((await disguised.json()) as { success: boolean }).success).toBe(false);

    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(TINY_PNG);
    const tooLarge = await upload(uploadRequest([{ name: "huge.png", bytes: big }]));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ success: false, message: "File huge.png is too large. Maximum size is 10MB." });

    expect((await upload(uploadRequest([{ name: "a.png", bytes: TINY_PNG }], "x".repeat(43)))).status).toBe(401);
    const json = await upload(new Request(`http://${host(biz)}/api/portal/uploads`, { method: "POST", headers: { host: host(biz), origin: `http://${host(biz)}`, cookie: `sl_portal_session=${token}`, "content-type": "application/json" }, body: "{}" }));
    expect(json.status).toBe(400);
    const stored = await db.select().from(files).where(eq(files.uploadedById, me.id));
    expect(stored.every((f) => f.name !== "invoice.pdf" && f.name !== "huge.png")).toBe(true);
  });
});

describe("live updates stream", () => {
  it("delivers a business reply (written by another connection) and marks it read", async () => {
    const controller = new AbortController();
    const h = host(biz);
    const res = await stream(new Request(`http://${h}/api/portal/messages/stream`, { headers: { host: h, cookie: `sl_portal_session=${token}` }, signal: controller.signal }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();

    const reply = await sendBusinessMessage({ businessId: biz.id, customerId: me.id }, { senderUserId: biz.owner.id, content: "We will be there at 9." });
    // Spec: within 2 s (one poll a second). Wait for the event itself, generously, so a loaded
    // machine does not fail it; a stream that never delivers it still fails at the deadline.
    const deadline = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 15_000).unref());
    let received = "";
    while (!received.includes(reply.id)) {
      const chunk = await Promise.race([reader.read(), deadline]);
      if (chunk === "timeout" || chunk.done) break;
      received += decoder.decode(chunk.value);
    }
    controller.abort();
    expect(received).toContain("event: messages");
    expect(received).toContain(reply.id);
    const [row] = await db.select().from(messages).where(eq(messages.id, reply.id));
    expect(row.readBy).toContain(me.id);
  });

  it("refuses without a session and for another customer's conversation id", async () => {
    const h = host(biz);
    const none = await stream(new Request(`http://${h}/api/portal/messages/stream`, { headers: { host: h } }));
    expect(none.status).toBe(401);
    const theirs = await getOrCreateConversationId({ businessId: biz.id, customerId: neighbour.id });
    const res = await stream(new Request(`http://${h}/api/portal/messages/stream?conversation_id=${theirs}`, { headers: { host: h, cookie: `sl_portal_session=${token}` } }));
    expect(res.status).toBe(404);
  });
});
