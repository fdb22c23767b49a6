import "server-only";
import { and, asc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses, customers } from "@/db/schema";
import { verifyPassword } from "@/lib/security/passwords";
import { portalUrl } from "@/lib/tenancy/portal-url";

// Enough for a person who is a customer of a few businesses; caps the hashing work per attempt.
const MAX_CANDIDATES = 5;

/**
 * A customer who typed their portal credentials on the main sign-in page: the login URL of
 * the first business (oldest account first) whose portal account matches the password, or
 * null. Always spends at least one password verification so timing does not reveal
 * whether the email belongs to a customer.
 */
export async function findCustomerPortalLogin(normalizedEmail: string, password: string): Promise<string | null> {
  const candidates = await db
    .select({ passwordHash: customers.passwordHash, subdomain: businesses.portalSubdomain })
    .from(customers)
    .innerJoin(businesses, eq(businesses.id, customers.businessId))
    .where(
      and(
        sql`lower(${customers.email}) = ${normalizedEmail}`,
        isNotNull(customers.passwordHash),
        ne(customers.portalAccessStatus, "disabled"),
        eq(businesses.portalEnabled, true),
      ),
    )
    .orderBy(asc(customers.createdAt))
    .limit(MAX_CANDIDATES);
  if (candidates.length === 0) {
    await verifyPassword(null, password);
    return null;
  }
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, password)) return portalUrl(candidate.subdomain, "/login");
  }
  return null;
}
