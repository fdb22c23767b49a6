import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { accounts, users } from "@/db/schema";
import { createBusinessOwner } from "@/lib/businesses/create-business-owner";
import { sendWelcomeEmail } from "@/lib/businesses/send-owner-welcome-email";
import { signupsOpen } from "@/lib/platform/platform-settings";
import { normalizeEmail } from "@/lib/validation";
import { isVerifiedEmail, mapGoogleProfile, type GoogleClaims } from "./google-profile";

/**
 * Finds or creates the user behind a Google sign-in and returns our user id, or null to
 * refuse. An existing account is linked only when Google vouches for the email. A new
 * Google user becomes the owner of a new business (the spec treats any profile without a
 * type as a business owner); its display name is the person's name until they set one.
 */
export async function upsertGoogleUser(providerAccountId: string, claims: GoogleClaims): Promise<string | null> {
  const [linked] = await db
    .select({ userId: accounts.userId, disabled: users.disabled })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(accounts.provider, "google"), eq(accounts.providerAccountId, providerAccountId)))
    .limit(1);
  if (linked) return linked.disabled ? null : linked.userId;

  const email = claims.email?.trim();
  if (!email || !isVerifiedEmail(claims)) return null;
  const [existing] = await db
    .select({ id: users.id, disabled: users.disabled })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  if (existing) {
    if (existing.disabled) return null;
    await db.insert(accounts).values({ provider: "google", providerAccountId, userId: existing.id }).onConflictDoNothing();
    return existing.id;
  }

  if (!(await signupsOpen())) return null;
  const profile = mapGoogleProfile(claims);
  const displayName = `${profile.firstName} ${profile.lastName}`.trim() || email.split("@")[0];
  const created = await createBusinessOwner({
    email,
    passwordHash: null,
    firstName: profile.firstName,
    lastName: profile.lastName,
    companyName: profile.companyName,
    businessName: displayName,
    businessEmail: profile.businessEmail,
    account: { provider: "google", providerAccountId },
  });
  if (created.status !== "created") return null;
  await sendWelcomeEmail({ to: email, firstName: profile.firstName, companyName: displayName, businessId: created.businessId });
  return created.userId;
}
