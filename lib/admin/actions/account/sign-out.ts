"use server";

import { signOut } from "@/auth";
import { noInput } from "@/lib/foundation/no-input";
import { publicAction } from "@/lib/core/public-action";

/**
 * Ends the caller's own staff session (whoever holds the cookie may end it, even one the
 * database no longer honours); the client shows 'Signed out successfully' and goes to /auth.
 */
export const signOutAction = publicAction(
  noInput,
  async () => {
    await signOut({ redirect: false });
    return null;
  },
  { fallback: "Error signing out" },
);
