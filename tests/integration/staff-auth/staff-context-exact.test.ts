import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { businessMembers, businesses, customers, platformSettings, users } from "@/db/schema";
import { requireStaff, SESSION_ENDED_PATH } from "@/lib/identity/staff/require-staff";
import { claimsForUser } from "@/lib/identity/staff/session-claims";
import { staffContextFor } from "@/lib/identity/staff/staff-context";
import { upsertGoogleUser } from "@/lib/identity/staff/upsert-google-user";
import { databaseUserTypeLookups } from "@/lib/identity/staff/user-type-lookups";
import { verifyStaffCredentials } from "@/lib/identity/staff/verify-staff-credentials";
import { asStaff } from "../../support/fake-request";
import { addEmployee, createBusiness, createPortalCustomer, createUser, uniqueEmail } from "./fixtures";

/**
 * The database's word on staff access, case by case: staffContextFor even when handed a
 * detection (session-claims passes its own), the claims of a user the database no longer
 * admits, the guard's answer to such a session, Google sign-ups, and portal look-ups.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

beforeAll(() => {
  // next.config.ts enables experimental.authInterrupts (forbidden()); Next's build sets this for the app.
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
});

const detection = (userType: "business_owner" | "employee", businessId: string) => ({
  userType,
  businessId,
  memberId: null,
  customerId: null,
  superadminId: null,
});

async function disabledOwner() {
  const owner = await createUser({ userType: "business_owner" });
  const business = await createBusiness(owner.id);
  await db.update(users).set({ disabled: true }).where(eq(users.id, owner.id));
  return { owner, business };
}

describe("staffContextFor decides from the database even with a detection in hand", () => {
  it("refuses a disabled user, owner of record or not", async () => {
    const { owner, business } = await disabledOwner();
    expect(await staffContextFor(owner.id, detection("business_owner", business.id))).toBeNull();
    expect(await staffContextFor(owner.id)).toBeNull();
  });

  it("treats an active owner membership as the owner, though another user is owner of record", async () => {
    const recordOwner = await createUser({ userType: "business_owner" });
    const business = await createBusiness(recordOwner.id);
    const coOwner = await createUser({ userType: "business_owner" });
    const [member] = await db.insert(businessMembers).values({ businessId: business.id, userId: coOwner.id, role: "owner" }).returning();
    const context = await staffContextFor(coOwner.id, detection("business_owner", business.id));
    expect(context).toMatchObject({ userType: "business_owner", role: "owner", memberId: member.id, businessId: business.id });
    expect(context?.permissions).toHaveLength(14);
  });

  it("refuses an owner membership that was deactivated", async () => {
    const recordOwner = await createUser({ userType: "business_owner" });
    const business = await createBusiness(recordOwner.id);
    const former = await createUser({ userType: "business_owner" });
    await db.insert(businessMembers).values({ businessId: business.id, userId: former.id, role: "owner", active: false });
    expect(await staffContextFor(former.id, detection("business_owner", business.id))).toBeNull();
  });

  it("refuses an employee whose membership is inactive or missing", async () => {
    const owner = await createUser({ userType: "business_owner" });
    const business = await createBusiness(owner.id);
    const inactive = await createUser({ userType: "employee" });
    await addEmployee(business.id, inactive.id, { active: false });
    expect(await staffContextFor(inactive.id, detection("employee", business.id))).toBeNull();
    const stranger = await createUser({ userType: "employee" });
    expect(await staffContextFor(stranger.id, detection("employee", business.id))).toBeNull();
    const active = await createUser({ userType: "employee" });
    await addEmployee(business.id, active.id);
    expect(await staffContextFor(active.id, detection("employee", business.id))).toMatchObject({ role: "employee", userType: "employee" });
  });
});

describe("a staff user the database no longer admits", () => {
  it("gets no permissions in their session claims", async () => {
    const { owner, business } = await disabledOwner();
    expect(await claimsForUser(owner.id)).toEqual({
      userType: "business_owner",
      businessId: business.id,
      memberId: expect.any(String),
      permissions: [],
      portalHome: null,
      detectedFor: owner.id,
    });
  });

  it("has their owner session ended by the guard, not bounced to /auth", async () => {
    const { owner } = await disabledOwner();
    await asStaff(owner.id);
    let digest = "returned";
    try {
      await requireStaff();
    } catch (error) {
      digest = String((error as { digest?: string }).digest ?? error);
    }
    expect(digest.split(";")[2]).toBe(SESSION_ENDED_PATH);
    expect(SESSION_ENDED_PATH).toBe("/auth/session-ended");
  });
});

describe("a new Google user", () => {
  const claims = (email: string, names: { given_name?: string; family_name?: string } = {}) => ({ email, email_verified: true, ...names });
  const businessOf = async (userId: string) =>
    (await db.select({ name: businesses.companyName }).from(businesses).where(eq(businesses.ownerUserId, userId)))[0]?.name;

  it("names the business after the person", async () => {
    const userId = await upsertGoogleUser(randomUUID(), claims(uniqueEmail("gname"), { given_name: "Gia", family_name: "Google" }));
    expect(await businessOf(userId!)).toBe("Gia Google");
  });

  it("names the business after the email's local part when Google gives no name", async () => {
    const email = uniqueEmail("nameless");
    const userId = await upsertGoogleUser(randomUUID(), claims(email));
    expect(await businessOf(userId!)).toBe(email.split("@")[0]);
  });

  it("is refused while sign-ups are closed, and nothing is created", async () => {
    const email = uniqueEmail("closed");
    await db.insert(platformSettings).values({ key: "signups_open", value: false }).onConflictDoUpdate({ target: platformSettings.key, set: { value: false } });
    try {
      expect(await upsertGoogleUser(randomUUID(), claims(email, { given_name: "Late" }))).toBeNull();
    } finally {
      await db.delete(platformSettings).where(eq(platformSettings.key, "signups_open"));
    }
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe("portal credentials typed at /auth", () => {
  it("are not recognised once the customer's portal access is disabled", async () => {
    const email = uniqueEmail("portal-off");
    const business = await createBusiness(null);
    const customer = await createPortalCustomer(business.id, email, "Portal!Pass1");
    await db.update(customers).set({ portalAccessStatus: "disabled" }).where(eq(customers.id, customer.id));
    expect(await verifyStaffCredentials({ email, password: "Portal!Pass1", ip: null, area: "staff" })).toEqual({ status: "invalid" });
  });
});

describe("user-type look-ups", () => {
  it("answer null for a user id with no row", async () => {
    expect(await databaseUserTypeLookups().explicitType(randomUUID())).toBeNull();
  });
});
