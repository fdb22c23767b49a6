import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { staffPasswordResets, users } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { DomainError } from "@/lib/foundation/domain-error";
import { hashPassword } from "@/lib/security/passwords";
import { guardAttempt, recordAttempt } from "@/lib/security/throttle";
import { hashToken } from "@/lib/security/tokens";
import { revokeStaffSessionsIn } from "../session-version";
import { PASSWORD_CHANGE_MESSAGES } from "./password-schemas";

/**
 * The emailed link's form: spends the link (once, within its hour — claimed by one UPDATE, so
 * two tabs cannot both use it), sets the new password, spends the user's other open links and
 * ends every session of the user, their portal previews too. Bad links count as failures
 * of the address, throttled like sign-in.
 */
export async function resetStaffPassword({ token, password, ip, now = new Date() }: { token: string; password: string; ip: string | null; now?: Date }): Promise<void> {
  const attempt = { scope: "staff_password_reset" as const, ip };
  await guardAttempt(attempt);
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(staffPasswordResets)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordResets.tokenHash, hashToken(token)), isNull(staffPasswordResets.usedAt), gt(staffPasswordResets.expiresAt, now)))
      .returning({ userId: staffPasswordResets.userId });
    if (!claimed) return null;
    await tx.update(staffPasswordResets).set({ usedAt: now }).where(and(eq(staffPasswordResets.userId, claimed.userId), isNull(staffPasswordResets.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, claimed.userId));
    await revokeStaffSessionsIn(tx, claimed.userId);
    await writeAuditEntry(tx, { actor: { type: "staff", id: claimed.userId }, action: "staff.password_reset", target: { type: "user", id: claimed.userId }, ip });
    return claimed.userId;
  });
  if (!userId) {
    await recordAttempt(attempt, false);
    throw new DomainError("invalid", PASSWORD_CHANGE_MESSAGES.resetInvalid);
  }
  await recordAttempt(attempt, true);
}
