import "server-only";
import type { z } from "zod";
import { getCurrentCustomer } from "@/lib/identity/customer/current-customer";
import type { SessionCustomer } from "@/lib/identity/customer/sessions";
import { findBusinessByTenantKey, type PortalBusiness } from "@/lib/tenancy/find-business-by-tenant-key";
import { TENANT_HEADER } from "@/lib/tenancy/tenant-header";
import { failure } from "./action-result";
import { defineAction, type WrappedAction } from "./define-action";
import { currentRequestInfo, type RequestInfo } from "./request-context";
import type { CustomerScope } from "./scope";

export type CustomerContext = RequestInfo & {
  business: PortalBusiness;
  customer: SessionCustomer;
  scope: CustomerScope;
};

export const SESSION_EXPIRED_MESSAGE = "Session expired. Please login again.";

/** The signed-in customer of the tenant this request is for, or the failure to answer. */
export async function resolveCustomerContext() {
  const info = await currentRequestInfo();
  // The tenant comes from the header proxy.ts sets (never from the client).
  const tenantKey = info.headers.get(TENANT_HEADER);
  if (!tenantKey) return failure("unauthenticated", SESSION_EXPIRED_MESSAGE);
  const lookup = await findBusinessByTenantKey(tenantKey);
  if (lookup.status !== "found") return failure("not_found", lookup.error);
  const current = await getCurrentCustomer(lookup.business);
  if (!current) return failure("unauthenticated", SESSION_EXPIRED_MESSAGE);
  const { customer } = current;
  return {
    ...info,
    business: lookup.business,
    customer,
    scope: { businessId: lookup.business.id, customerId: customer.id },
  } satisfies CustomerContext;
}

/**
 * A portal server action: the customer from the session cookie of this tenant host,
 * scoped to their own rows of their own business. `fallback` is the spec's 'Failed to …'
 * text shown when something unexpected breaks.
 */
export function customerAction<S extends z.ZodType, T>(
  schema: S | ((ctx: CustomerContext) => S),
  handler: (input: z.output<S>, ctx: CustomerContext) => Promise<T>,
  options: { fallback?: string | ((rawInput: unknown) => string) } = {},
): WrappedAction<T> {
  return defineAction({ kind: "customer", schema, authenticate: resolveCustomerContext, handler, fallback: options.fallback });
}
