import "server-only";
import { headers } from "next/headers";
import { TENANT_HEADER } from "@/lib/hosts/tenant-header";
import { getCurrentCustomer } from "@/lib/portal-auth/current-customer";
import type { SessionCustomer } from "@/lib/portal-auth/sessions";
import { findBusinessByTenantKey, type PortalBusiness } from "@/lib/tenants/find-business-by-tenant-key";
import { isPortalError } from "../portal-error";
import type { PortalScope } from "../types";

export type ActionResult<T = undefined> = { ok: true; data: T } | { ok: false; message: string; code?: string };

export type CustomerContext = {
  business: PortalBusiness;
  customer: SessionCustomer;
  scope: PortalScope;
  headers: Headers;
};

export const SESSION_EXPIRED_MESSAGE = "Session expired. Please login again.";

/**
 * The wrapper every portal server action starts from: the tenant comes from the header
 * proxy.ts sets (never from the client), the customer from the session cookie of that host.
 * Domain errors become their safe message; anything else is logged and shown as `fallback`.
 */
export async function withCustomer<T>(
  fallback: string,
  run: (ctx: CustomerContext) => Promise<T>,
): Promise<ActionResult<T>> {
  const requestHeaders = await headers();
  const tenantKey = requestHeaders.get(TENANT_HEADER);
  if (!tenantKey) return { ok: false, message: SESSION_EXPIRED_MESSAGE, code: "unauthenticated" };
  const lookup = await findBusinessByTenantKey(tenantKey);
  if (lookup.status !== "found") return { ok: false, message: lookup.error, code: "business_not_found" };
  const current = await getCurrentCustomer(lookup.business);
  if (!current) return { ok: false, message: SESSION_EXPIRED_MESSAGE, code: "unauthenticated" };
  const { customer } = current;
  try {
    const data = await run({
      business: lookup.business,
      customer,
      scope: { businessId: lookup.business.id, customerId: customer.id },
      headers: requestHeaders,
    });
    return { ok: true, data };
  } catch (error) {
    if (isPortalError(error)) return { ok: false, message: error.message, code: error.code };
    console.error(`portal action failed: ${fallback}`, error);
    return { ok: false, message: fallback };
  }
}
