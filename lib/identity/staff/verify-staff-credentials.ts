import "server-only";
import { eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { users } from "@/db/schema";
import { verifyPassword } from "@/lib/security/passwords";
import { admitAttempt, recordAttempt, type ThrottleScope } from "@/lib/security/throttle";
import { normalizeEmail } from "@/lib/validation";
import { detectUserType } from "./detect-user-type";
import { findCustomerPortalLogin } from "./find-customer-portal-login";
import { databaseUserTypeLookups } from "./user-type-lookups";

export type StaffCredentialsResult =
  | { status: "ok"; user: { id: string; email: string; name: string } }
  | { status: "blocked" }
  | { status: "invalid" }
  | { status: "customer"; portalLoginUrl: string };

/**
 * Checks a staff (or superadmin) email and password. Throttled per (account, address) and
 * per address; an account failing from many addresses is slowed down, never locked
 * (lib/security/throttle.ts). Every refusal looks the same whether or not the email
 * exists; an unknown email still costs a password hash.
 *
 * - area "staff" (the main /auth): a customer's portal credentials are recognised so the
 *   form can send them to their portal;
 * - area "superadmin": only a user detected as superadmin gets in — a business owner's
 *   valid credentials are refused there like wrong ones.
 */
export async function verifyStaffCredentials({
  email,
  password,
  ip,
  area,
}: {
  email: string;
  password: string;
  ip: string | null;
  area: "staff" | "superadmin";
}): Promise<StaffCredentialsResult> {
  const scope: ThrottleScope = area === "superadmin" ? "superadmin_login" : "staff_login";
  const accountKey = normalizeEmail(email);
  if (!(await admitAttempt({ scope, accountKey, ip }))) return { status: "blocked" };

  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(eq(sql`lower(${users.email})`, accountKey))
    .limit(1);
  const passwordOk = await verifyPassword(user?.passwordHash, password);
  let granted = Boolean(user && passwordOk && !user.disabled);
  if (granted && area === "superadmin") {
    granted = (await detectUserType(user!.id, databaseUserTypeLookups())).userType === "superadmin";
  }
  if (granted) {
    await recordAttempt({ scope, accountKey, ip }, true);
    return { status: "ok", user: { id: user!.id, email: user!.email, name: `${user!.firstName} ${user!.lastName}`.trim() } };
  }
  // Checked after any staff failure (not only an unknown email), which also keeps the
  // work, and so the timing, the same for known and unknown emails.
  if (area === "staff") {
    const portalLoginUrl = await findCustomerPortalLogin(accountKey, password);
    if (portalLoginUrl) {
      await recordAttempt({ scope, accountKey, ip }, true);
      return { status: "customer", portalLoginUrl };
    }
  }
  await recordAttempt({ scope, accountKey, ip }, false);
  return { status: "invalid" };
}
