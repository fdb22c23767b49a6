import { describe, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_PASSWORD } from "@/db/seed/demo-constants";
import { verifyStaffCredentials } from "@/lib/identity/staff/verify-staff-credentials";
import { createBusiness, createPortalCustomer, createUser, PASSWORD, uniqueEmail } from "./fixtures";

const ip = () => `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;

describe("staff sign-in checks", () => {
  it("admits staff with the right password, whatever the email's case", async () => {
    const result = await verifyStaffCredentials({ email: "Owner@Greenleaf.test", password: DEMO_PASSWORD, ip: ip(), area: "staff" });
    expect(result).toMatchObject({ status: "ok", user: { email: DEMO_EMAILS.greenleafOwner, name: "Oliver Greenwood" } });
  });

  it("answers a wrong password and an unknown email the same way", async () => {
    const wrong = await verifyStaffCredentials({ email: DEMO_EMAILS.greenleafOwner, password: "Nope!1234", ip: ip(), area: "staff" });
    const unknown = await verifyStaffCredentials({ email: uniqueEmail("ghost"), password: "Nope!1234", ip: ip(), area: "staff" });
    expect(wrong).toEqual({ status: "invalid" });
    expect(unknown).toEqual(wrong);
  });

  it("recognises a customer's portal credentials and points at their portal login", async () => {
    const result = await verifyStaffCredentials({ email: DEMO_EMAILS.greenleafCustomer, password: DEMO_PASSWORD, ip: ip(), area: "staff" });
    expect(result).toEqual({ status: "customer", portalLoginUrl: "http://greenleaf.localhost:3000/login" });
    // With the wrong password a customer is just refused.
    expect(await verifyStaffCredentials({ email: DEMO_EMAILS.greenleafCustomer, password: "Nope!1234", ip: ip(), area: "staff" })).toEqual({
      status: "invalid",
    });
  });

  it("sends a customer of two businesses to the one whose password matches", async () => {
    const email = uniqueEmail("two-shops");
    const first = await createBusiness(null);
    const second = await createBusiness(null);
    await createPortalCustomer(first.id, email, "First!Pass1");
    await createPortalCustomer(second.id, email, "Second!Pass1");
    expect(await verifyStaffCredentials({ email, password: "Second!Pass1", ip: ip(), area: "staff" })).toEqual({
      status: "customer",
      portalLoginUrl: `http://${second.portalSubdomain}.localhost:3000/login`,
    });
  });

  it("admits only superadmins in the superadmin area", async () => {
    expect(await verifyStaffCredentials({ email: DEMO_EMAILS.greenleafOwner, password: DEMO_PASSWORD, ip: ip(), area: "superadmin" })).toEqual({
      status: "invalid",
    });
    expect(await verifyStaffCredentials({ email: DEMO_EMAILS.superadmin, password: DEMO_PASSWORD, ip: ip(), area: "superadmin" })).toMatchObject({
      status: "ok",
    });
    // …and never a customer redirect there.
    expect(await verifyStaffCredentials({ email: DEMO_EMAILS.greenleafCustomer, password: DEMO_PASSWORD, ip: ip(), area: "superadmin" })).toEqual({
      status: "invalid",
    });
  });

  it("refuses a disabled account even with the right password", async () => {
    const user = await createUser({ userType: "business_owner" });
    await createBusiness(user.id);
    const { db } = await import("@/db/client");
    const { users } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    await db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect(await verifyStaffCredentials({ email: user.email, password: PASSWORD, ip: ip(), area: "staff" })).toEqual({ status: "invalid" });
  });

  it("refuses an address after 10 failures for one account, even with the right password, but not the owner elsewhere", async () => {
    const user = await createUser({ userType: "business_owner" });
    await createBusiness(user.id);
    const attacker = ip();
    for (let i = 0; i < 10; i++) {
      expect((await verifyStaffCredentials({ email: user.email, password: `Wrong!${i}aaa`, ip: attacker, area: "staff" })).status).toBe("invalid");
    }
    expect(await verifyStaffCredentials({ email: user.email, password: PASSWORD, ip: attacker, area: "staff" })).toEqual({ status: "blocked" });
    expect((await verifyStaffCredentials({ email: user.email, password: PASSWORD, ip: ip(), area: "staff" })).status).toBe("ok");
  }, 60_000);

  it("blocks an IP after 30 failures across accounts, for every account", async () => {
    const address = ip();
    for (let i = 0; i < 30; i++) {
      await verifyStaffCredentials({ email: uniqueEmail("spray"), password: "Wrong!1aaa", ip: address, area: "staff" });
    }
    expect(await verifyStaffCredentials({ email: DEMO_EMAILS.greenleafOwner, password: DEMO_PASSWORD, ip: address, area: "staff" })).toEqual({
      status: "blocked",
    });
    // Another address is unaffected.
    expect((await verifyStaffCredentials({ email: DEMO_EMAILS.greenleafOwner, password: DEMO_PASSWORD, ip: ip(), area: "staff" })).status).toBe("ok");
  }, 60_000);
});
