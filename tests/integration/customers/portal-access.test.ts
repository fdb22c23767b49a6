import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { inviteCustomerAction, revokePortalAccessAction } from "@/lib/admin/actions/customers/portal-access";
import { createCustomerAction } from "@/lib/admin/actions/customers/save-customer";
import { completeRegistration } from "@/lib/identity/customer/complete-registration";
import { loginCustomer } from "@/lib/identity/customer/login-customer";
import { asStaff } from "@/tests/support/fake-request";
import { createBusiness, createCustomer, createSession } from "@/tests/support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** Portal access from the customer detail screen, through the real server actions (wrappers included). */

async function latestToken(email: string) {
  const [mail] = await db.select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, email)).orderBy(desc(s.emailOutbox.createdAt)).limit(1);
  return { mail, token: /register\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? null };
}

describe("invite, register, revoke", () => {
  it("invites with a branded email whose link registers the customer once; revoking ends sign-in and sessions", async () => {
    const biz = await createBusiness(db, { themePrimaryColor: "#0f766e" });
    const customer = await createCustomer(db, biz.id, { portalAccessStatus: "none", email: "newbie@example.test", firstName: "Nina" });
    await asStaff(biz.owner.id);
    const invited = await inviteCustomerAction({ customerId: customer.id });
    expect(invited).toMatchObject({ ok: true, data: { email: "newbie@example.test", emailSent: true } });
    const { mail, token } = await latestToken("newbie@example.test");
    expect(mail.subject).toBe(`${biz.companyName} invited you to your customer portal`);
    expect(mail.html).toContain("#0f766e");
    expect(mail.text).toContain("Hi Nina");
    const [row] = await db.select().from(s.customers).where(eq(s.customers.id, customer.id));
    expect(row.portalAccessStatus).toBe("invited");
    expect(row.invitationTokenHash).not.toContain(token!);
    expect(row.invitationExpiresAt!.getTime() - row.invitationSentAt!.getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    await completeRegistration({ businessId: biz.id, input: { token: token!, password: "Portal!Pass1" }, ip: null });
    await expect(completeRegistration({ businessId: biz.id, input: { token: token!, password: "Portal!Pass1" }, ip: null })).rejects.toMatchObject({ code: "invalid" });
    await createSession(db, biz.id, customer.id);

    expect(await revokePortalAccessAction({ customerId: customer.id })).toEqual({ ok: true, data: null });
    const [after] = await db.select().from(s.customers).where(eq(s.customers.id, customer.id));
    expect(after.portalAccessStatus).toBe("disabled");
    expect(await db.select().from(s.customerSessions).where(eq(s.customerSessions.customerId, customer.id))).toEqual([]);
    await expect(
      loginCustomer({ businessId: biz.id, input: { email: "newbie@example.test", password: "Portal!Pass1" }, ip: null, userAgent: null }),
    ).rejects.toMatchObject({ code: "unauthenticated" });
    const audit = await db.select({ action: s.auditLog.action, actorId: s.auditLog.actorId }).from(s.auditLog).where(and(eq(s.auditLog.businessId, biz.id), eq(s.auditLog.targetId, customer.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["customer.portal_invited", "customer.portal_joined", "customer.portal_revoked"]);
    expect(audit.filter((a) => a.action !== "customer.portal_joined").every((a) => a.actorId === biz.owner.id)).toBe(true);
  });

  it("refuses an employee whose permissions lack manage_customers (403), and changes nothing", async () => {
    const biz = await createBusiness(db);
    const customer = await createCustomer(db, biz.id, { portalAccessStatus: "none" });
    const [user] = await db.insert(s.users).values({ email: `limited-${customer.id}@example.test`, userType: "employee", firstName: "Lim", lastName: "Ited" }).returning();
    await db.insert(s.businessMembers).values({ businessId: biz.id, userId: user.id, role: "employee", permissions: ["view_jobs", "view_messages"] });
    await asStaff(user.id);
    expect(await inviteCustomerAction({ customerId: customer.id })).toMatchObject({ ok: false, status: 403, code: "forbidden" });
    expect(await createCustomerAction({ firstName: "No", lastName: "Way" })).toMatchObject({ ok: false, status: 403 });
    const [row] = await db.select().from(s.customers).where(eq(s.customers.id, customer.id));
    expect(row.portalAccessStatus).toBe("none");
    expect(await db.select().from(s.customers).where(and(eq(s.customers.businessId, biz.id), eq(s.customers.firstName, "No")))).toEqual([]);
  });
});
