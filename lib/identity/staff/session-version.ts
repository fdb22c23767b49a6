import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db, type Tx } from "@/db/client";
import { users } from "@/db/schema";
import { endStaffPreviews } from "@/lib/identity/customer/end-staff-previews";

/**
 * Server-side revocation of staff sessions. Auth.js sessions are signed JWTs held by the
 * browser, so a copied cookie would stay valid until it expires; each token instead carries
 * the user's session_version at sign-in, the jwt callback compares it on every request, and
 * bumping the version ends every session issued before (sign-out, password change, removal).
 * Tokens minted before versions existed carry none and count as version 0, the column default.
 */
export async function currentSessionVersion(userId: string): Promise<number | null> {
  const [row] = await db.select({ version: users.sessionVersion }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.version : null;
}

export async function isSessionVersionCurrent(userId: string, tokenVersion: number | undefined): Promise<boolean> {
  const current = await currentSessionVersion(userId);
  return current !== null && current === (tokenVersion ?? 0);
}

/** Ends every staff session of the user (password change, removal from a business), and their portal previews. */
export async function revokeStaffSessions(userId: string): Promise<void> {
  await db.transaction((tx) => revokeStaffSessionsIn(tx, userId));
}

/** revokeStaffSessions inside the caller's transaction (a password change commits with it). */
export async function revokeStaffSessionsIn(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  await endStaffPreviews(tx, userId);
}

/**
 * Sign-out: ends the user's sessions and portal previews only when the signing-out token is
 * still current, so an already revoked copy of a cookie cannot sign its owner out of their
 * new session (its own previews ended when it was revoked).
 */
export async function revokeSessionsOnSignOut(userId: string, tokenVersion: number | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const bumped = await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(and(eq(users.id, userId), eq(users.sessionVersion, tokenVersion ?? 0)))
      .returning({ id: users.id });
    if (bumped.length > 0) await endStaffPreviews(tx, userId);
  });
}
