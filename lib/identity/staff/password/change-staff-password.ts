import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { users } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { guardAttempt, recordAttempt } from "@/lib/security/throttle";
import { hashPassword, verifyPassword } from "@/lib/security/passwords";
import { revokeStaffSessionsIn } from "../session-version";
import { PASSWORD_CHANGE_MESSAGES } from "./password-schemas";

export type ChangeStaffPassword = {
  userId: string;
  businessId: string | null;
  currentPassword: string;
  password: string;
  ip: string | null;
};

/**
 * /admin/account → Change password: the current password is required (a session left open
 * on a shared computer must not be enough), wrong guesses are throttled like sign-in. The new
 * hash, the end of every session of the user (their portal previews too) and the audit entry
 * commit together; the caller then signs the current browser in again.
 */
export async function changeStaffPassword({ userId, businessId, currentPassword, password, ip }: ChangeStaffPassword): Promise<{ email: string }> {
  const attempt = { scope: "staff_password_change" as const, accountKey: userId, ip };
  await guardAttempt(attempt);
  const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new DomainError("unauthenticated", "Please sign in again");
  if (!user.passwordHash) throw new DomainError("invalid", PASSWORD_CHANGE_MESSAGES.noPassword);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await recordAttempt(attempt, false);
    throw new DomainError("invalid", PASSWORD_CHANGE_MESSAGES.wrongCurrent, { field: "currentPassword" });
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await revokeStaffSessionsIn(tx, userId);
    await writeAuditEntry(tx, { businessId, actor: { type: "staff", id: userId }, action: "staff.password_changed", target: { type: "user", id: userId }, ip });
  });
  await recordAttempt(attempt, true);
  return { email: user.email };
}
