import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { businessMembers, businesses, users } from "@/db/schema";
import { createBusinessOwner } from "@/lib/businesses/create-business-owner";
import { uniqueEmail } from "./fixtures";

const owner = (companyName: string, email = uniqueEmail("owner")) => ({
  email,
  passwordHash: null,
  firstName: "Pat",
  lastName: "Doe",
  companyName,
  businessEmail: email,
});

describe("createBusinessOwner (sign-up)", () => {
  it("creates the user, the business and the owner membership together", async () => {
    const company = `Sunny Side Cleaning ${randomUUID().slice(0, 6)}`;
    const result = await createBusinessOwner(owner(company));
    expect(result.status).toBe("created");
    if (result.status !== "created") return;
    const [user] = await db.select().from(users).where(eq(users.id, result.userId));
    expect(user).toMatchObject({ userType: "business_owner", companyName: company });
    const [business] = await db.select().from(businesses).where(eq(businesses.id, result.businessId));
    expect(business).toMatchObject({ ownerUserId: result.userId, companyName: company, portalSubdomain: result.subdomain });
    expect(result.subdomain).toMatch(/^sunny-side-cleaning-[a-z0-9]{6}$/);
    const members = await db.select().from(businessMembers).where(eq(businessMembers.businessId, result.businessId));
    expect(members.map((m) => [m.userId, m.role])).toEqual([[result.userId, "owner"]]);
  });

  it("makes the subdomain unique and never reserved", async () => {
    const company = `Twin Pines ${randomUUID().slice(0, 6)}`;
    const first = await createBusinessOwner(owner(company));
    const second = await createBusinessOwner(owner(company));
    expect(first.status === "created" && second.status === "created").toBe(true);
    if (first.status !== "created" || second.status !== "created") return;
    expect(second.subdomain).toBe(`${first.subdomain}-2`);

    const reserved = await createBusinessOwner(owner("Support"));
    expect(reserved.status === "created" && reserved.subdomain).toMatch(/^support-\d+$/);
  });

  it("gives concurrent sign-ups with the same company name different subdomains", async () => {
    const company = `Rush Hour ${randomUUID().slice(0, 6)}`;
    const results = await Promise.all([1, 2, 3].map(() => createBusinessOwner(owner(company))));
    const subdomains = results.map((r) => (r.status === "created" ? r.subdomain : null));
    expect(new Set(subdomains).size).toBe(3);
    expect(subdomains.every((s) => s && s.startsWith("rush-hour-"))).toBe(true);
  });

  it("refuses an email that is already registered (any case) and leaves nothing behind", async () => {
    const email = uniqueEmail("taken");
    const company = `Taken ${randomUUID().slice(0, 6)}`;
    expect((await createBusinessOwner(owner(company, email))).status).toBe("created");
    const before = await db.$count(businesses);
    expect(await createBusinessOwner(owner(`${company} two`, email.toUpperCase()))).toEqual({ status: "email_taken" });
    expect(await db.$count(businesses)).toBe(before);
  });
});
