import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businessMembers, businesses, customers, superadminProfiles, users } from "@/db/schema";
import type { RoleTemplate } from "@/db/schema/enums";
import { hashPassword } from "@/lib/security/passwords";

/** Each test builds its own users and businesses (unique emails and subdomains). */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
export const uniqueEmail = (prefix: string) => `${unique(prefix)}@example.test`;
export const PASSWORD = "Fixture!Pass1";

export async function createUser(options: { userType?: string | null; password?: string | null; email?: string; firstName?: string } = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? uniqueEmail("user"),
      userType: options.userType ?? null,
      passwordHash: options.password === null ? null : await hashPassword(options.password ?? PASSWORD),
      firstName: options.firstName ?? "Test",
      lastName: "User",
    })
    .returning();
  return user;
}

export async function createBusiness(ownerUserId: string | null, options: { ownerMembership?: boolean } = {}) {
  const [business] = await db
    .insert(businesses)
    .values({ companyName: unique("Biz"), portalSubdomain: unique("biz"), ownerUserId })
    .returning();
  if (ownerUserId && options.ownerMembership !== false) {
    await db.insert(businessMembers).values({ businessId: business.id, userId: ownerUserId, role: "owner" });
  }
  return business;
}

export async function addEmployee(
  businessId: string,
  userId: string,
  options: { roleTemplate?: RoleTemplate | null; permissions?: string[] | null; active?: boolean } = {},
) {
  const [member] = await db
    .insert(businessMembers)
    .values({
      businessId,
      userId,
      role: "employee",
      roleTemplate: options.roleTemplate ?? null,
      permissions: options.permissions ?? null,
      active: options.active ?? true,
    })
    .returning();
  return member;
}

export async function makeSuperadminProfile(userId: string) {
  await db.insert(superadminProfiles).values({ userId });
}

export async function createLinkedCustomer(businessId: string, authUserId: string) {
  const [customer] = await db
    .insert(customers)
    .values({ businessId, authUserId, firstName: "Linked", email: uniqueEmail("linked") })
    .returning();
  return customer;
}

export async function createPortalCustomer(businessId: string, email: string, password: string) {
  const [customer] = await db
    .insert(customers)
    .values({ businessId, firstName: "Portal", email, passwordHash: await hashPassword(password), portalAccessStatus: "active" })
    .returning();
  return customer;
}

export async function businessBySubdomain(subdomain: string) {
  const [business] = await db.select().from(businesses).where(eq(businesses.portalSubdomain, subdomain));
  return business;
}
