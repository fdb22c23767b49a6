import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { PortalBusiness } from "@/lib/tenancy/find-business-by-tenant-key";
import { PORTAL_COOKIE_NAME } from "./portal-cookie";
import { type SessionCustomer, validateCustomerSession } from "./sessions";

/** `isPreview`: a staff member viewing the portal as this customer (read-only). */
export type CurrentCustomer = { customer: SessionCustomer; sessionId: string; isPreview: boolean };

// Keyed by the business id (a string) so React's per-request cache hits however the
// business object was obtained: one validation, and one activity refresh, per request.
const currentCustomerFor = cache(async (businessId: string): Promise<CurrentCustomer | null> => {
  const token = (await cookies()).get(PORTAL_COOKIE_NAME)?.value;
  if (!token) return null;
  const result = await validateCustomerSession({ token, businessId });
  if ("error" in result) return null;
  return { customer: result.customer, sessionId: result.session.id, isPreview: result.session.isPreview };
});

/**
 * The signed-in customer of this portal, from the host-only session cookie, or null.
 * Server components cannot clear cookies; a rejected cookie is simply ignored (its
 * session row is already deleted) and is replaced at the next sign-in.
 */
export function getCurrentCustomer(business: Pick<PortalBusiness, "id">): Promise<CurrentCustomer | null> {
  return currentCustomerFor(business.id);
}

/** For protected portal pages, layouts and actions: no valid session → /login (replacing history). */
export async function requireCurrentCustomer(business: Pick<PortalBusiness, "id">): Promise<CurrentCustomer> {
  const current = await getCurrentCustomer(business);
  if (!current) redirect("/login");
  return current;
}
