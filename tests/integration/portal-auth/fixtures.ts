import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, customers } from "@/db/schema";
import { hashPassword } from "@/lib/security/passwords";

export const PASSWORD = "Fixture1234!";

let passwordHash: Promise<string> | null = null;
const fixtureHash = () => (passwordHash ??= hashPassword(PASSWORD));

export const unique = (prefix = "t") => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A fresh business of our own (its subdomain is unique per test run). */
export async function createBusiness(overrides: Partial<typeof businesses.$inferInsert> = {}) {
  const sub = unique("biz");
  const [business] = await db
    .insert(businesses)
    .values({ companyName: `Fixture ${sub}`, portalSubdomain: sub, ...overrides })
    .returning();
  return business;
}

/** A customer with an active portal login (password PASSWORD) unless overridden. */
export async function createCustomer(
  businessId: string,
  overrides: Partial<typeof customers.$inferInsert> & { password?: string | null } = {},
) {
  const { password, ...rest } = overrides;
  const hash = password === null ? null : password ? await hashPassword(password) : await fixtureHash();
  const [customer] = await db
    .insert(customers)
    .values({
      businessId,
      firstName: "Fixture",
      lastName: "Customer",
      email: `${unique("cust")}@example.test`,
      portalAccessStatus: "active",
      passwordHash: hash,
      ...rest,
    })
    .returning();
  return customer;
}

export async function findBusinessBySubdomain(subdomain: string) {
  const [business] = await db.select().from(businesses).where(eq(businesses.portalSubdomain, subdomain));
  return business;
}
