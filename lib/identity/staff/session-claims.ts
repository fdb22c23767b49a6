import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { businesses } from "@/db/schema";
import { detectUserType, isStaffType } from "./detect-user-type";
import { portalUrl } from "@/lib/tenancy/portal-url";
import type { SessionClaims } from "./session-types";
import { staffContextFor } from "./staff-context";
import { databaseUserTypeLookups } from "./user-type-lookups";

/**
 * Detects a user's type and the ids that go with it, for the session token (once per
 * distinct user: at sign-in). Any failure yields "unknown"-grade claims: a broken lookup
 * never grants anything, and access is re-checked against the database on every request.
 */
export async function claimsForUser(userId: string): Promise<SessionClaims> {
  const detection = await detectUserType(userId, databaseUserTypeLookups());
  const claims: SessionClaims = {
    userType: detection.userType,
    businessId: detection.businessId,
    memberId: detection.memberId,
    permissions: [],
    portalHome: null,
    detectedFor: userId,
  };
  try {
    if (isStaffType(detection.userType)) {
      const staff = await staffContextFor(userId, detection);
      claims.permissions = staff?.permissions ?? [];
    } else if (detection.userType === "customer" && detection.businessId) {
      const [business] = await db
        .select({ subdomain: businesses.portalSubdomain })
        .from(businesses)
        .where(eq(businesses.id, detection.businessId))
        .limit(1);
      claims.portalHome = business ? portalUrl(business.subdomain, "/dashboard") : null;
    }
  } catch (error) {
    console.error("session claims lookup failed", error);
  }
  return claims;
}
