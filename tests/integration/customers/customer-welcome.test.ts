import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import * as s from "@/db/schema";
import { inviteCustomerAction } from "@/lib/admin/actions/customers/portal-access";
import { completeRegistration } from "@/lib/identity/customer/complete-registration";
import { loginCustomer } from "@/lib/identity/customer/login-customer";
import { signupCustomer } from "@/lib/identity/customer/signup-customer";
import { asStaff } from "@/tests/support/fake-request";
import { createBusiness, createCustomer, unique } from "@/tests/support/portal-fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

/** The welcome email of every customer who joins (issue 10 item 2): branded, in the outbox once. */
const welcomes = (businessId: string, to: string) =>
  db.select().from(s.emailOutbox).where(and(eq(s.emailOutbox.businessId, businessId), eq(s.emailOutbox.toAddress, to), eq(s.emailOutbox.template, "customer-welcome")));

describe("customer welcome email", () => {
  it("self sign-up: one welcome in the business's colours and uploaded logo, linking to its portal; signing in sends none", async () => {
    const logo = "/brand/logos/00000000-0000-4000-8000-000000000001/logo-1700000000000-abcdefghijkl.png";
    const biz = await createBusiness(db, { themePrimaryColor: "#7c2d12", companyLogo: logo });
    const email = `${unique("join")}@example.test`;
    await signupCustomer({ businessId: biz.id, input: { first_name: "Wren", last_name: "Adler", email, password: "Portal!Pass1" }, ip: null, userAgent: null });
    const [mail, ...rest] = await welcomes(biz.id, email);
    expect(rest).toEqual([]);
    expect(mail.subject).toBe(`Welcome to the ${biz.companyName} customer portal`);
    expect(mail.text).toContain("Welcome, Wren!");
    expect(mail.html).toContain("#7c2d12");
    expect(mail.html).toContain(`http://${biz.portalSubdomain}.localhost:3000${logo}`);
    expect(mail.html).toContain(`http://${biz.portalSubdomain}.localhost:3000/dashboard`);

    await loginCustomer({ businessId: biz.id, input: { email, password: "Portal!Pass1" }, ip: null, userAgent: null });
    expect(await welcomes(biz.id, email)).toHaveLength(1);
    const joined = await db.select({ action: s.auditLog.action }).from(s.auditLog).where(eq(s.auditLog.businessId, biz.id));
    expect(joined.map((a) => a.action).sort()).toEqual(["customer.portal_joined", "customer.portal_signed_in"]);
  });

  it("invitation: the welcome is sent when the customer registers, once, whatever the retries; a seeded SVG logo is left out", async () => {
    const biz = await createBusiness(db, { themePrimaryColor: "#14532d", companyLogo: "/brand/greenleaf-logo.svg" });
    const customer = await createCustomer(db, biz.id, { portalAccessStatus: "none", firstName: "Ines" });
    await asStaff(biz.owner.id);
    expect(await inviteCustomerAction({ customerId: customer.id })).toMatchObject({ ok: true });
    expect(await welcomes(biz.id, customer.email!)).toEqual([]);
    const [invitation] = await db.select().from(s.emailOutbox).where(and(eq(s.emailOutbox.toAddress, customer.email!), eq(s.emailOutbox.template, "customer-portal-invitation")));
    const token = /register\?token=([A-Za-z0-9_-]+)/.exec(invitation.text)![1];

    await completeRegistration({ businessId: biz.id, input: { token, password: "Portal!Pass1" }, ip: null });
    await expect(completeRegistration({ businessId: biz.id, input: { token, password: "Portal!Pass1" }, ip: null })).rejects.toMatchObject({ code: "invalid" });
    const [mail, ...rest] = await welcomes(biz.id, customer.email!);
    expect(rest).toEqual([]);
    expect(mail.text).toContain("Welcome, Ines!");
    expect(mail.html).toContain("#14532d");
    expect(mail.html).not.toContain("greenleaf-logo.svg");
  });
});
