import "server-only";
import type { z } from "zod";
import { getCurrentCustomer } from "@/lib/identity/customer/current-customer";
import type { SessionCustomer } from "@/lib/identity/customer/sessions";
import { findBusinessByTenantKey, type PortalBusiness } from "@/lib/tenancy/find-business-by-tenant-key";
import { TENANT_HEADER } from "@/lib/tenancy/tenant-header";
import { failure } from "@/lib/foundation/action-result";
import { defineAction, type WrappedAction } from "./define-action";
import { currentRequestInfo, type RequestInfo } from "./request-context";
import type { CustomerScope } from "@/lib/foundation/scope";

export type CustomerContext = RequestInfo & {
  business: PortalBusiness;
  customer: SessionCustomer;
  scope: CustomerScope;
  /** A staff preview session: customerAction refuses it before any handler runs. */
  isPreview: boolean;
};

export const SESSION_EXPIRED_MESSAGE = "Session expired. Please login again.";
/** What every portal write answers while a staff member views the portal as a customer. */
export const PREVIEW_READ_ONLY_MESSAGE = "This is a read-only preview: changes are not allowed";

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
    isPreview: current.isPreview,
  } satisfies CustomerContext;
}

/** resolveCustomerContext for writes: a preview session is refused (403) here, for every action. */
async function resolveWritingCustomer() {
  const ctx = await resolveCustomerContext();
  if ("isPreview" in ctx && ctx.isPreview) return failure("forbidden", PREVIEW_READ_ONLY_MESSAGE);
  return ctx;
}

/**
 * A portal server action: the customer from the session cookie of this tenant host,
 * scoped to their own rows of their own business. Every portal action writes, so a staff
 * preview session ("view portal as this customer") is refused with 403 before parsing. `fallback` is the spec's 'Failed to …'
 * text shown when something unexpected breaks.
 */
export function customerAction<S extends z.ZodType, T>(
  schema: S | ((ctx: CustomerContext) => S),
  handler: (input: z.output<S>, ctx: CustomerContext) => Promise<T>,
  options: { fallback?: string | ((rawInput: unknown) => string) } = {},
): WrappedAction<T> {
  return defineAction({ kind: "customer", schema, authenticate: resolveWritingCustomer, handler, fallback: options.fallback });
}
