import NextAuth from "next-auth";
import { authOptions } from "@/lib/identity/staff/auth-options";
import "@/lib/identity/staff/session-types";

/**
 * Staff and superadmin sign-in (Auth.js v5, JWT sessions): credentials for each area and
 * Google when configured. Configuration lives in lib/auth/auth-options.ts; it is built per
 * request so the per-install secret is read at run time, not at build time.
 */
export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth(() => authOptions());
