import "server-only";
import { eq } from "drizzle-orm";
import { redirect } from "next/navigation";
import { cache } from "react";
import { auth } from "@/auth";
import { db } from "@/db/client";
import { users } from "@/db/schema";
import { detectUserType } from "./detect-user-type";
import { SESSION_ENDED_PATH } from "./require-staff";
import { hasStaffSessionCookie } from "./session-cookie";
import { databaseUserTypeLookups } from "./user-type-lookups";

export type SuperadminContext = { userId: string; email: string; firstName: string; lastName: string };

/** The signed-in superadmin as the database says now, or null. */
export const currentSuperadmin = cache(async (): Promise<SuperadminContext | null> => {
  const session = await auth();
  const userId = session?.user?.id;
  if (!userId) return null;
  const detection = await detectUserType(userId, databaseUserTypeLookups());
  if (detection.userType !== "superadmin") return null;
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.disabled) return null;
  return { userId, email: user.email, firstName: user.firstName, lastName: user.lastName };
});

/** The superadmin area's own guard (spec §2): anyone else goes to /superadmin/login. */
export async function requireSuperadmin(): Promise<SuperadminContext> {
  const admin = await currentSuperadmin();
  if (!admin) {
    // A revoked session cookie still reads as a superadmin to the proxy: clear it first.
    if (!(await auth()) && (await hasStaffSessionCookie())) redirect(`${SESSION_ENDED_PATH}?next=/superadmin/login`);
    redirect("/superadmin/login");
  }
  return admin;
}
