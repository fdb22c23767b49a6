import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { accounts, businessMembers, businesses, users } from "@/db/schema";
import { upsertGoogleUser } from "@/lib/identity/staff/upsert-google-user";
import { createUser, uniqueEmail } from "./fixtures";

/** A Google sign-in (the OIDC round trip is the admin e2e's): which account it becomes, or none. */
const claims = (email: string, verified: boolean | string = true) => ({ email, email_verified: verified, given_name: "Gia", family_name: "Google", name: "Gia Google" });

describe("upsertGoogleUser", () => {
  it("creates a business owner with a business for a new verified email, and finds them again by the Google id", async () => {
    const email = uniqueEmail("google");
    const sub = randomUUID();
    const userId = await upsertGoogleUser(sub, claims(email));
    expect(userId).toBeTruthy();
    const [user] = await db.select().from(users).where(eq(users.id, userId!));
    expect(user).toMatchObject({ email, userType: "business_owner", firstName: "Gia", lastName: "Google", passwordHash: null });
    const [business] = await db.select().from(businesses).where(eq(businesses.ownerUserId, userId!));
    expect(business).toBeTruthy();
    const [member] = await db.select().from(businessMembers).where(eq(businessMembers.userId, userId!));
    expect(member.role).toBe("owner");
    expect(await upsertGoogleUser(sub, claims("someone-else@example.test"))).toBe(userId);
  });

  it("links an existing account only when Google vouches for the email", async () => {
    const existing = await createUser({ userType: "business_owner" });
    expect(await upsertGoogleUser(randomUUID(), claims(existing.email, false))).toBeNull();
    const sub = randomUUID();
    expect(await upsertGoogleUser(sub, claims(existing.email.toUpperCase()))).toBe(existing.id);
    const linked = await db.select().from(accounts).where(eq(accounts.userId, existing.id));
    expect(linked.map((a) => [a.provider, a.providerAccountId])).toEqual([["google", sub]]);
  });

  it("refuses a disabled user (linked or not), and a profile without an email", async () => {
    const disabled = await createUser({ userType: "employee" });
    await db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    expect(await upsertGoogleUser(randomUUID(), claims(disabled.email))).toBeNull();
    const linkedSub = randomUUID();
    const later = await createUser({ userType: "employee" });
    expect(await upsertGoogleUser(linkedSub, claims(later.email))).toBe(later.id);
    await db.update(users).set({ disabled: true }).where(eq(users.id, later.id));
    expect(await upsertGoogleUser(linkedSub, claims(later.email))).toBeNull();
    expect(await upsertGoogleUser(randomUUID(), { email_verified: true })).toBeNull();
    expect(await upsertGoogleUser(randomUUID(), claims("   "))).toBeNull();
  });
});
