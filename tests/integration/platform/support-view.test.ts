import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as exportCustomers } from "@/app/admin/customers/export/route";
import { GET as stripeReturn } from "@/app/api/admin/payments/stripe/return/route";
import { POST as uploadFiles } from "@/app/api/admin/uploads/route";
import { db } from "@/db/client";
import { auditLog, businesses, customers, supportViewSessions } from "@/db/schema";
import { createCustomerAction } from "@/lib/admin/actions/customers/save-customer";
import { resolveStaffContext } from "@/lib/core/staff-action";
import { SUPPORT_VIEW_COOKIE } from "@/lib/identity/staff/support-view-cookie-name";
import { listBusinessAuditLog } from "@/lib/platform/businesses/get-platform-business";
import { startSupportView } from "@/lib/platform/support-view/start-support-view";
import { SUPPORT_VIEW_READ_ONLY_MESSAGE } from "@/lib/platform/support-view/support-view-messages";
import { hashToken } from "@/lib/security/tokens";
import { endSupportViewAction } from "@/lib/superadmin/actions/end-support-view";
import { startSupportViewAction } from "@/lib/superadmin/actions/start-support-view";
import { requireStaff } from "@/lib/identity/staff/require-staff";
import { REQUEST_PATH_HEADER } from "@/lib/identity/staff/request-path-header";
import { asAnonymous, asStaff, cookieJar, withCookie, withRequestHeader } from "../../support/fake-request";
import { createBusiness, createUser, makeSuperadminProfile, uniqueEmail } from "../staff-auth/fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

async function superadmin() {
  const admin = await createUser({ userType: "superadmin", email: uniqueEmail("operator") });
  await makeSuperadminProfile(admin.id);
  return admin;
}
async function businessWithCustomer() {
  const owner = await createUser({ userType: "business_owner", email: uniqueEmail("owner") });
  const business = await createBusiness(owner.id);
  await db.insert(customers).values({ businessId: business.id, firstName: "Cara", email: uniqueEmail("cust") });
  return { owner, business };
}
const auditsOf = (businessId: string) => db.select().from(auditLog).where(eq(auditLog.businessId, businessId));
const sessionsOf = (businessId: string) => db.select().from(supportViewSessions).where(eq(supportViewSessions.businessId, businessId));
const customerCount = async (businessId: string) => (await db.select().from(customers).where(eq(customers.businessId, businessId))).length;
const newCustomer = () => ({ firstName: "Sneaky", lastName: "Write", email: uniqueEmail("sneaky") });
const readOnly = { ok: false, status: 403, code: "forbidden", message: SUPPORT_VIEW_READ_ONLY_MESSAGE };

/** Signs the superadmin in and starts a support view of the business through the real action. */
async function viewAsSupport(adminId: string, businessId: string) {
  await asStaff(adminId);
  const started = await startSupportViewAction({ businessId });
  expect(started).toMatchObject({ ok: true, data: { redirectTo: "/admin/dashboard" } });
  return cookieJar().get(SUPPORT_VIEW_COOKIE)!;
}

beforeEach(() => asAnonymous());

describe("starting a support view", () => {
  it("only a superadmin may start one; anyone else changes nothing", async () => {
    const { owner, business } = await businessWithCustomer();
    expect(await startSupportViewAction({ businessId: business.id })).toMatchObject({ ok: false, status: 401 });
    await asStaff(owner.id);
    expect(await startSupportViewAction({ businessId: business.id })).toMatchObject({ ok: false, status: 401 });
    expect(cookieJar().has(SUPPORT_VIEW_COOKIE)).toBe(false);
    expect(await sessionsOf(business.id)).toEqual([]);
    expect(await auditsOf(business.id)).toEqual([]);
  });

  it("refuses bad input and an unknown business", async () => {
    const admin = await superadmin();
    await asStaff(admin.id);
    expect(await startSupportViewAction({ businessId: "nope" })).toMatchObject({ ok: false, status: 400 });
    expect(await startSupportViewAction({ businessId: "00000000-0000-4000-8000-000000000000" })).toMatchObject({ ok: false, status: 404, message: "Business not found" });
    expect(cookieJar().has(SUPPORT_VIEW_COOKIE)).toBe(false);
  });

  it("stores only the token's hash, 30 minutes, and audits the start on the business as the superadmin", async () => {
    const { business } = await businessWithCustomer();
    const admin = await superadmin();
    const token = await viewAsSupport(admin.id, business.id);
    const [session] = await sessionsOf(business.id);
    expect(session).toMatchObject({ superadminUserId: admin.id, tokenHash: hashToken(token), endedAt: null });
    expect(session.tokenHash).not.toBe(token);
    expect(session.expiresAt.getTime() - session.startedAt.getTime()).toBe(30 * 60 * 1000);
    const audits = await auditsOf(business.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: "support_view.started", actorType: "superadmin", actorId: admin.id, targetId: business.id, meta: { sessionId: session.id } });
  });
});

describe("while a support view is active", () => {
  it("the superadmin reads the business as a member with every permission", async () => {
    const { business } = await businessWithCustomer();
    const admin = await superadmin();
    await viewAsSupport(admin.id, business.id);
    const ctx = await resolveStaffContext("manage_customers", "read");
    expect(ctx).toMatchObject({ userId: admin.id, businessId: business.id, businessName: business.companyName, supportView: { sessionId: expect.any(String) } });
    const csv = await exportCustomers(new Request("http://localhost:3000/admin/customers/export"));
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain("Cara");
  });

  it("the admin page guard admits the superadmin and records each page opened, not prefetches", async () => {
    const { business } = await businessWithCustomer();
    const admin = await superadmin();
    await viewAsSupport(admin.id, business.id);
    withRequestHeader(REQUEST_PATH_HEADER, "/admin/customers");
    const staff = await requireStaff({ section: "customers" });
    expect(staff).toMatchObject({ businessId: business.id, userId: admin.id, supportView: { sessionId: expect.any(String) } });
    // The same page again (an open conversation refreshes itself every 2 s): recorded once.
    await requireStaff({ section: "customers" });
    withRequestHeader("next-router-prefetch", "1");
    withRequestHeader(REQUEST_PATH_HEADER, "/admin/settings");
    await requireStaff({ section: "settings" });
    const opened = (await auditsOf(business.id)).filter((row) => row.action === "support_view.page_opened");
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ actorType: "superadmin", actorId: admin.id, meta: { path: "/admin/customers", sessionId: staff.supportView!.sessionId } });
    // Another page is another entry.
    withRequestHeader("next-router-prefetch", "");
    await requireStaff({ section: "settings" });
    const paths = (await auditsOf(business.id)).filter((row) => row.action === "support_view.page_opened").map((row) => (row.meta as { path: string }).path);
    expect(paths.sort()).toEqual(["/admin/customers", "/admin/settings"]);
  });

  it("every staff action is refused as read-only and writes nothing", async () => {
    const { business } = await businessWithCustomer();
    const admin = await superadmin();
    await viewAsSupport(admin.id, business.id);
    expect(await createCustomerAction(newCustomer())).toEqual(readOnly);
    // Refused before parsing: even bad input gets the read-only answer, not a validation message.
    expect(await createCustomerAction({})).toEqual(readOnly);
    expect(await resolveStaffContext(null)).toEqual(readOnly);
    expect(await customerCount(business.id)).toBe(1);
  });

  it("staff routes refuse every state-changing method, and a GET that writes", async () => {
    const { business } = await businessWithCustomer();
    const admin = await superadmin();
    await viewAsSupport(admin.id, business.id);
    const upload = await uploadFiles(new Request("http://localhost:3000/api/admin/uploads", { method: "POST", body: new FormData() }));
    expect(upload.status).toBe(403);
    expect(await upload.json()).toEqual({ error: { code: "forbidden", message: SUPPORT_VIEW_READ_ONLY_MESSAGE } });
    const stripe = await stripeReturn(new Request("http://localhost:3000/api/admin/payments/stripe/return"));
    expect(stripe.status).toBe(403);
    expect(await stripe.json()).toEqual({ error: { code: "forbidden", message: SUPPORT_VIEW_READ_ONLY_MESSAGE } });
  });

  it("a suspended business can still be read, and still not changed", async () => {
    const { business } = await businessWithCustomer();
    await db.update(businesses).set({ suspendedAt: new Date() }).where(eq(businesses.id, business.id));
    const admin = await superadmin();
    await viewAsSupport(admin.id, business.id);
    expect((await exportCustomers(new Request("http://localhost:3000/admin/customers/export"))).status).toBe(200);
    expect(await createCustomerAction(newCustomer())).toEqual(readOnly);
  });
});

describe("what the cookie alone cannot do", () => {
  it("an expired support view grants nothing", async () => {
    const { business } = await businessWithCustomer();
    const admin = await superadmin();
    const past = new Date(Date.now() - 31 * 60 * 1000);
    const { token } = await startSupportView(business.id, { userId: admin.id, ip: null }, past);
    await asStaff(admin.id);
    withCookie(SUPPORT_VIEW_COOKIE, token);
    expect(await resolveStaffContext(null, "read")).toMatchObject({ ok: false, status: 401 });
    expect((await exportCustomers(new Request("http://localhost:3000/admin/customers/export"))).status).toBe(401);
  });

  it("another superadmin, a business owner or nobody cannot use someone's support-view token", async () => {
    const { business } = await businessWithCustomer();
    const other = await businessWithCustomer();
    const admin = await superadmin();
    const token = await viewAsSupport(admin.id, business.id);

    await asStaff((await superadmin()).id);
    withCookie(SUPPORT_VIEW_COOKIE, token);
    expect(await resolveStaffContext(null, "read")).toMatchObject({ ok: false, status: 401 });

    // An owner with the cookie stays in their own business, with their own rights.
    await asStaff(other.owner.id);
    withCookie(SUPPORT_VIEW_COOKIE, token);
    const ctx = await resolveStaffContext(null, "read");
    expect(ctx).toMatchObject({ businessId: other.business.id });
    expect((ctx as { supportView?: unknown }).supportView).toBeUndefined();

    asAnonymous();
    withCookie(SUPPORT_VIEW_COOKIE, token);
    expect(await resolveStaffContext(null, "read")).toMatchObject({ ok: false, status: 401 });
  });

  it("a disabled superadmin's support view stops at once", async () => {
    const { business } = await businessWithCustomer();
    const admin = await superadmin();
    await viewAsSupport(admin.id, business.id);
    const { users } = await import("@/db/schema");
    await db.update(users).set({ disabled: true }).where(eq(users.id, admin.id));
    expect(await resolveStaffContext(null, "read")).toMatchObject({ ok: false, status: 401 });
  });
});

describe("ending a support view", () => {
  it("Exit ends the session, clears the cookie and audits it; the detail page's log shows start and end", async () => {
    const { business } = await businessWithCustomer();
    const admin = await superadmin();
    await viewAsSupport(admin.id, business.id);
    expect(await endSupportViewAction()).toEqual({ ok: true, data: { redirectTo: `/superadmin/businesses/${business.id}` } });
    expect(cookieJar().has(SUPPORT_VIEW_COOKIE)).toBe(false);
    const [session] = await sessionsOf(business.id);
    expect(session.endedAt).toBeInstanceOf(Date);
    const log = await listBusinessAuditLog(business.id);
    expect(log.map((row) => [row.action, row.actorEmail])).toEqual([
      ["support_view.ended", admin.email],
      ["support_view.started", admin.email],
    ]);
    expect(log[0].meta).toMatchObject({ sessionId: session.id, reason: "exited" });
  });

  it("an ended token is dead even if the cookie is replayed, and ending it again writes nothing", async () => {
    const { business } = await businessWithCustomer();
    const admin = await superadmin();
    const token = await viewAsSupport(admin.id, business.id);
    await endSupportViewAction();
    withCookie(SUPPORT_VIEW_COOKIE, token);
    expect(await resolveStaffContext(null, "read")).toMatchObject({ ok: false, status: 401 });
    expect(await endSupportViewAction()).toEqual({ ok: true, data: { redirectTo: "/superadmin/businesses" } });
    expect((await auditsOf(business.id)).filter((row) => row.action === "support_view.ended")).toHaveLength(1);
  });

  it("only a superadmin may call Exit", async () => {
    const { owner } = await businessWithCustomer();
    await asStaff(owner.id);
    expect(await endSupportViewAction()).toMatchObject({ ok: false, status: 401 });
  });

  it("starting another view ends the first one (one support view at a time)", async () => {
    const first = await businessWithCustomer();
    const second = await businessWithCustomer();
    const admin = await superadmin();
    const firstToken = await viewAsSupport(admin.id, first.business.id);
    await viewAsSupport(admin.id, second.business.id);
    const [old] = await db
      .select()
      .from(supportViewSessions)
      .where(and(eq(supportViewSessions.businessId, first.business.id), eq(supportViewSessions.tokenHash, hashToken(firstToken))));
    expect(old.endedAt).toBeInstanceOf(Date);
    expect((await auditsOf(first.business.id)).map((row) => [row.action, (row.meta as { reason?: string }).reason ?? null]).sort()).toEqual([
      ["support_view.ended", "replaced"],
      ["support_view.started", null],
    ]);
    expect(await resolveStaffContext(null, "read")).toMatchObject({ businessId: second.business.id });
  });
});
