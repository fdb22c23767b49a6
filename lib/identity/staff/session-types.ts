import type { DefaultSession } from "next-auth";
import type { DetectedUserType } from "./detect-user-type";

/**
 * What a staff session carries (spec §3 "User context"). It steers redirects and the UI;
 * every access decision re-reads the database (lib/auth/staff-context.ts).
 */
export type SessionClaims = {
  userType: DetectedUserType;
  businessId: string | null;
  memberId: string | null;
  permissions: string[];
  /** A customer's portal dashboard on their business's host. */
  portalHome: string | null;
  /** The user id these claims were detected for: detection runs once per distinct user. */
  detectedFor: string | null;
};

declare module "next-auth" {
  interface Session {
    user: { id: string } & Omit<SessionClaims, "detectedFor"> & DefaultSession["user"];
  }
}

declare module "@auth/core/jwt" {
  interface JWT extends Partial<SessionClaims> {
    /** users.session_version when the token was issued (lib/identity/staff/session-version.ts). */
    sessionVersion?: number;
  }
}
