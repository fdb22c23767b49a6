import "server-only";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { accounts, businessMembers, businesses, users } from "@/db/schema";
import { invalidateTenant } from "@/lib/tenancy/find-business-by-tenant-key";
import { chooseSubdomain } from "./choose-subdomain";

export type NewOwner = {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  /** The profile's company name (spec §3: empty for Google users). */
  companyName: string;
  /** The business's display name; defaults to the company name. */
  businessName?: string;
  businessEmail: string | null;
  /** An external identity to link (Google). */
  account?: { provider: string; providerAccountId: string };
};

export type CreateOwnerResult =
  | { status: "created"; userId: string; businessId: string; subdomain: string }
  | { status: "email_taken" };

/**
 * Sign-up: the user, their business and the owner membership in one transaction. The
 * subdomain is chosen inside the transaction; if another sign-up takes it first, the
 * unique index refuses and we retry with the next free one.
 */
export async function createBusinessOwner(input: NewOwner): Promise<CreateOwnerResult> {
  const businessName = (input.businessName ?? input.companyName).trim();
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const result = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash: input.passwordHash,
            userType: "business_owner",
            firstName: input.firstName,
            lastName: input.lastName,
            companyName: input.companyName,
            businessEmail: input.businessEmail,
            emailVerifiedAt: input.account ? sql`now()` : null,
          })
          .returning({ id: users.id });
        if (input.account) await tx.insert(accounts).values({ ...input.account, userId: user.id });
        const subdomain = await chooseSubdomain(tx, businessName);
        const [business] = await tx
          .insert(businesses)
          .values({ ownerUserId: user.id, companyName: businessName, businessEmail: input.businessEmail, portalSubdomain: subdomain })
          .returning({ id: businesses.id });
        await tx.insert(businessMembers).values({ businessId: business.id, userId: user.id, role: "owner" });
        return { status: "created" as const, userId: user.id, businessId: business.id, subdomain };
      });
      // A visitor may have looked this subdomain up before it existed.
      invalidateTenant(result.subdomain);
      return result;
    } catch (error) {
      if (isUniqueViolation(error, "users_email_key")) return { status: "email_taken" };
      if (isUniqueViolation(error, "businesses_portal_subdomain_key")) continue;
      throw error;
    }
  }
  throw new Error("could not allocate a portal subdomain");
}
