import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "@/db/client";
import { superadminProfiles, users } from "@/db/schema";
import { hashPassword } from "@/lib/security/passwords";
import { email, firstErrorMessage, normalizeEmail, signupPassword } from "@/lib/validation";

// Plain Node (the CLI) imports this, so no server-only marker and an explicit db.
export const createSuperadminSchema = z.object({
  email,
  password: signupPassword,
  firstName: z.string().trim().max(50).default("Platform"),
  lastName: z.string().trim().max(50).default("Admin"),
});

export type CreateSuperadminResult = { ok: true; userId: string; created: boolean } | { ok: false; message: string };

/**
 * Creates a superadmin account, or promotes an existing user with that email (their
 * password is replaced). The user gets user_type superadmin and a superadmin_profiles row.
 */
export async function createSuperadmin(db: DbOrTx, input: unknown): Promise<CreateSuperadminResult> {
  const parsed = createSuperadminSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: firstErrorMessage(parsed.error) };
  const { firstName, lastName, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${normalizeEmail(parsed.data.email)}`)
      .limit(1);
    let userId: string;
    if (existing) {
      await tx.update(users).set({ userType: "superadmin", passwordHash, disabled: false, updatedAt: new Date() }).where(sql`${users.id} = ${existing.id}`);
      userId = existing.id;
    } else {
      const [row] = await tx
        .insert(users)
        .values({ email: parsed.data.email, passwordHash, userType: "superadmin", firstName, lastName, emailVerifiedAt: new Date() })
        .returning({ id: users.id });
      userId = row.id;
    }
    await tx.insert(superadminProfiles).values({ userId }).onConflictDoNothing();
    return { ok: true as const, userId, created: !existing };
  });
}
