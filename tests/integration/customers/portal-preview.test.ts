import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET as portalData, POST as portalDataPost } from "@/app/api/customer-portal-data/route";
import { POST as portalUpload } from "@/app/api/portal/uploads/route";
import { GET as exchange } from "@/app/portal/[tenant]/preview/route";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { startPortalPreviewAction } from "@/lib/admin/actions/customers/portal-preview";
import { PREVIEW_READ_ONLY_MESSAGE } from "@/lib/core/customer-action";
import { openPortalPreview } from "@/lib/customers/preview/open-portal-preview";
import { validateCustomerSession } from "@/lib/identity/customer/sessions";
import { pageLoaders } from "@/lib/portal/page-loaders";
import { markNotificationsReadAction } from "@/lib/portal/actions/mark-notifications-read";
import { sendMessageAction } from "@/lib/portal/actions/send-message";
import { updateAccountAction } from "@/lib/portal/actions/update-account";
import { hashToken } from "@/lib/security/tokens";
import { asAnonymous, asStaff, onTenant, withCookie } from "@/tests/support/fake-request";
import { createBusiness, createConversation, createCustomer, createSession, TINY_PNG } from "@/tests/support/portal-fixtures";
import { addEmployee, createUser } from "../staff-auth/fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** "View portal as this customer" (issue 10 item 2): spec preview mode, read-only, audited. */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
const host = (b: Biz) => `${b.portalSubdomain}.localhost:3000`;

async function mint(biz: Biz, customerId: string) {
  await asStaff(biz.owner.id);
  const result = await startPortalPreviewAction({ customerId });
  if (!result.ok) throw new Error(result.message);
  return new URL(result.data.url);
}

/** Opens the link on a tenant host as the browser would: the answer and the session cookie it sets. */
async function open(url: URL, h = url.host) {
  const res = await exchange(new Request(`http://${h}${url.pathname}${url.search}`, { headers: { host: h } }));
  const cookie = /sl_portal_session=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? null;
  return { status: res.status, location: res.headers.get("location"), cookie };
}

async function previewSession() {
  const biz = await createBusiness(db);
  const customer = await createCustomer(db, biz.id, { firstName: "Priya", lastName: "Patel" });
  const realToken = await createSession(db, biz.id, customer.id);
  const url = await mint(biz, customer.id);
  const opened = await open(url);
  return { biz, customer, realToken, url, opened, token: opened.cookie! };
}

describe("minting and opening a preview", () => {
  it("a single-use link opens a new preview session (never the customer's own), audited as the staff member who viewed", async () => {
    const { biz, customer, realToken, url, opened, token } = await previewSession();
    expect(url.host).toBe(host(biz));
    expect(url.pathname).toBe("/preview");
    const grantToken = url.searchParams.get("token")!;
    const [grant] = await db.select().from(s.portalPreviewGrants).where(eq(s.portalPreviewGrants.businessId, biz.id));
    expect(grant).toMatchObject({ customerId: customer.id, staffUserId: biz.owner.id, tokenHash: hashToken(grantToken) });
    expect(grant.expiresAt.getTime() - grant.createdAt.getTime()).toBe(60_000);

    expect(opened).toMatchObject({ status: 303, location: "/dashboard" });
    expect(token).not.toBe(realToken);
    const sessions = await db.select().from(s.customerSessions).where(eq(s.customerSessions.customerId, customer.id));
    expect(sessions).toHaveLength(2);
    const preview = sessions.find((row) => row.tokenHash === hashToken(token))!;
    expect(preview).toMatchObject({ isPreview: true, previewByUserId: biz.owner.id });
    expect(sessions.find((row) => row.tokenHash === hashToken(realToken))).toMatchObject({ isPreview: false, previewByUserId: null });

    const audit = await db.select().from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.targetId, customer.id)));
    expect(audit.map((a) => [a.action, a.actorType, a.actorId]).sort()).toEqual([
      ["customer.portal_preview_opened", "staff", biz.owner.id],
      ["customer.portal_preview_requested", "staff", biz.owner.id],
    ]);

    // Used once: the same link again gets no session.
    expect(await open(url)).toEqual({ status: 303, location: "/login?preview=expired", cookie: null });
    expect(await db.select().from(s.customerSessions).where(eq(s.customerSessions.customerId, customer.id))).toHaveLength(2);
  });

  it("refuses an expired link and a link opened on another business's host", async () => {
    const biz = await createBusiness(db);
    const other = await createBusiness(db);
    const customer = await createCustomer(db, biz.id);
    const late = await mint(biz, customer.id);
    await expect(openPortalPreview({ businessId: biz.id }, late.searchParams.get("token"), {}, new Date(Date.now() + 61_000))).rejects.toMatchObject({ code: "not_found" });
    const foreign = await mint(biz, customer.id);
    expect(await open(foreign, host(other))).toMatchObject({ status: 303, location: "/login?preview=expired", cookie: null });
    // Refused on the wrong host, the grant is still unused and works on its own host.
    expect(await open(foreign)).toMatchObject({ status: 303, location: "/dashboard" });
    expect(await open(new URL(`http://${host(biz)}/preview?token=short`))).toMatchObject({ location: "/login?preview=expired", cookie: null });
  });

  it("a preview session ends after 30 minutes", async () => {
    const { biz, token } = await previewSession();
    expect(await validateCustomerSession({ token, businessId: biz.id })).toMatchObject({ session: { isPreview: true } });
    expect(await validateCustomerSession({ token, businessId: biz.id, now: new Date(Date.now() + 31 * 60_000) })).toMatchObject({ error: "invalid_session" });
  });

  it("previews a customer without portal access; refuses an archived customer", async () => {
    const biz = await createBusiness(db);
    const invited = await createCustomer(db, biz.id, { portalAccessStatus: "none" });
    const { cookie } = await open(await mint(biz, invited.id));
    expect(await validateCustomerSession({ token: cookie, businessId: biz.id })).toMatchObject({ customer: { id: invited.id } });
    const archived = await createCustomer(db, biz.id, { archivedAt: new Date() });
    await asStaff(biz.owner.id);
    expect(await startPortalPreviewAction({ customerId: archived.id })).toMatchObject({ ok: false, status: 409, message: "An archived customer's portal cannot be previewed" });
  });
});

describe("who may mint a preview", () => {
  it("another business's staff get 404; an employee without manage_customers gets 403; a visitor 401 — and no grant is made", async () => {
    const biz = await createBusiness(db);
    const other = await createBusiness(db);
    const customer = await createCustomer(db, biz.id);
    await asStaff(other.owner.id);
    expect(await startPortalPreviewAction({ customerId: customer.id })).toMatchObject({ ok: false, status: 404, code: "not_found" });
    const limited = await createUser({ userType: "employee" });
    await addEmployee(biz.id, limited.id, { permissions: ["view_jobs", "view_messages"] });
    await asStaff(limited.id);
    expect(await startPortalPreviewAction({ customerId: customer.id })).toMatchObject({ ok: false, status: 403, code: "forbidden" });
    asAnonymous();
    expect(await startPortalPreviewAction({ customerId: customer.id })).toMatchObject({ ok: false, status: 401 });
    expect(await db.select().from(s.portalPreviewGrants).where(eq(s.portalPreviewGrants.customerId, customer.id))).toEqual([]);

    // The default employee template holds manage_customers.
    const crew = await createUser({ userType: "employee" });
    await addEmployee(biz.id, crew.id);
    await asStaff(crew.id);
    expect(await startPortalPreviewAction({ customerId: customer.id })).toMatchObject({ ok: true });
  });
});

describe("a preview session is read-only", () => {
  it("every portal server action refuses it (403) and nothing changes", async () => {
    const { biz, customer, token } = await previewSession();
    asAnonymous({ tenant: biz.portalSubdomain });
    onTenant(biz.portalSubdomain);
    withCookie("sl_portal_session", token);
    const refused = { ok: false, status: 403, code: "forbidden", message: PREVIEW_READ_ONLY_MESSAGE };
    const conversation = await createConversation(db, { businessId: biz.id, customerId: customer.id });
    expect(await sendMessageAction({ conversationId: conversation.id, content: "Hello from preview" })).toEqual(refused);
    expect(await updateAccountAction({ firstName: "Hijack", lastName: "Ed", email: customer.email, phone: "", address: "", city: "", state: "", zip: "" })).toEqual(refused);
    expect(await markNotificationsReadAction(null)).toEqual(refused);
    expect(await db.select().from(s.messages).where(eq(s.messages.conversationId, conversation.id))).toEqual([]);
    const [row] = await db.select().from(s.customers).where(eq(s.customers.id, customer.id));
    expect(row.firstName).toBe("Priya");
  });

  it("portal route handlers serve reads but refuse every write (403)", async () => {
    const { biz, customer, token, realToken } = await previewSession();
    const h = host(biz);
    const cookie = `sl_portal_session=${token}`;
    const read = await portalData(new Request(`http://${h}/api/customer-portal-data?action=quotes`, { headers: { host: h, cookie } }));
    expect(read.status).toBe(200);

    const conversation = await createConversation(db, { businessId: biz.id, customerId: customer.id });
    const write = await portalDataPost(
      new Request(`http://${h}/api/customer-portal-data`, {
        method: "POST",
        headers: { host: h, origin: `http://${h}`, cookie, "content-type": "application/json" },
        body: JSON.stringify({ action: "send_message", message_data: { conversation_id: conversation.id, content: "preview write" } }),
      }),
    );
    expect(write.status).toBe(403);
    expect(((await write.json()) as { message: string }).message).toBe(PREVIEW_READ_ONLY_MESSAGE);
    // The token sent in the body (the spec's clients) is refused the same way.
    const byBody = await portalDataPost(
      new Request(`http://${h}/api/customer-portal-data`, {
        method: "POST",
        headers: { host: h, "content-type": "application/json" },
        body: JSON.stringify({ action: "send_message", session_token: token, message_data: { conversation_id: conversation.id, content: "preview write" } }),
      }),
    );
    expect(byBody.status).toBe(403);

    const form = new FormData();
    form.append("files", new File([Buffer.from(TINY_PNG)], "a.png", { type: "image/png" }));
    const upload = await portalUpload(new Request(`http://${h}/api/portal/uploads`, { method: "POST", headers: { host: h, origin: `http://${h}`, cookie }, body: form }));
    expect(upload.status).toBe(403);
    expect(await db.select().from(s.messages).where(eq(s.messages.conversationId, conversation.id))).toEqual([]);
    expect(await db.select().from(s.files).where(eq(s.files.businessId, biz.id))).toEqual([]);

    // The customer's own session still writes.
    const own = await portalDataPost(
      new Request(`http://${h}/api/customer-portal-data`, {
        method: "POST",
        headers: { host: h, origin: `http://${h}`, cookie: `sl_portal_session=${realToken}`, "content-type": "application/json" },
        body: JSON.stringify({ action: "send_message", message_data: { conversation_id: conversation.id, content: "real write" } }),
      }),
    );
    expect(own.status).toBe(200);
  });

  it("opening Messages in preview records no read receipts", async () => {
    const biz = await createBusiness(db);
    const customer = await createCustomer(db, biz.id);
    const conversation = await createConversation(db, { businessId: biz.id, customerId: customer.id });
    const [message] = await db.insert(s.messages).values({ businessId: biz.id, conversationId: conversation.id, senderType: "business", content: "Hi there" }).returning();
    const scope = { businessId: biz.id, customerId: customer.id };
    await pageLoaders.messages(scope, { preview: true });
    expect((await db.select().from(s.messages).where(eq(s.messages.id, message.id)))[0].readBy).toEqual([]);
    await pageLoaders.messages(scope);
    expect((await db.select().from(s.messages).where(eq(s.messages.id, message.id)))[0].readBy).toEqual([customer.id]);
  });
});
