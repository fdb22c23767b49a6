"use server";

import { signOut } from "@/auth";

/** Ends the staff session; the client shows 'Signed out successfully' and goes to /auth. */
export async function signOutAction(): Promise<{ ok: boolean }> {
  try {
    await signOut({ redirect: false });
    return { ok: true };
  } catch (error) {
    console.error("sign-out failed", error);
    return { ok: false };
  }
}
