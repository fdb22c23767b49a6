import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { isDatabaseUnavailable } from "@/lib/foundation/database-unavailable";
import { businesses } from "@/db/schema";
import { isCustomDomainKey } from "@/lib/tenancy/parse-host";
import { isReservedSubdomain } from "@/lib/tenancy/reserved-subdomains";
import { TtlCache } from "./tenant-cache";

/** What a portal needs to know about its business (the spec's domain-lookup profile). */
export type PortalBusiness = {
  id: string;
  companyName: string;
  companyLogo: string | null;
  businessEmail: string | null;
  businessPhone: string | null;
  businessAddress: string | null;
  themePrimaryColor: string;
  themeSecondaryColor: string;
  portalSubdomain: string;
  customDomain: string | null;
  timezone: string;
  taxRate: number;
  allowCancellation: boolean;
  allowRescheduling: boolean;
  paymentProvider: string;
  paymentInstructions: string | null;
};

export type TenantLookup =
  | { status: "found"; business: PortalBusiness }
  | { status: "not_found"; error: "Business not found" }
  /** The lookup failed (the database out of reach, typically): "try again", never "not found". */
  | { status: "error"; error: "Failed to load business information"; unavailable: boolean; cause: unknown };

/**
 * One cache per process, kept on globalThis: Next bundles pages, server actions and route
 * handlers into separate module instances, so a module-level cache would be one per bundle and
 * an invalidation from a route handler (Stripe's return, the logo upload) would never reach the
 * portal's pages — they served the old business for a whole TTL (caught by the pay-invoice e2e
 * in the full suite, where the portal's cache is warm).
 * `generation` is bumped by every invalidation: a lookup that read the database before a change
 * committed and finishes after its invalidation must not store what it read, so it caches only
 * if no invalidation happened while it ran.
 */
type TenantCacheState = { cache: TtlCache<TenantLookup>; generation: number };
const STATE_KEY = Symbol.for("serviceloop.tenantCache");
const state: TenantCacheState = ((globalThis as Record<symbol, unknown>)[STATE_KEY] ??= {
  cache: new TtlCache<TenantLookup>(30_000),
  generation: 0,
}) as TenantCacheState;
const cache = state.cache;

const columns = {
  id: businesses.id,
  companyName: businesses.companyName,
  companyLogo: businesses.companyLogo,
  businessEmail: businesses.businessEmail,
  businessPhone: businesses.businessPhone,
  businessAddress: businesses.businessAddress,
  themePrimaryColor: businesses.themePrimaryColor,
  themeSecondaryColor: businesses.themeSecondaryColor,
  portalSubdomain: businesses.portalSubdomain,
  customDomain: businesses.customDomain,
  timezone: businesses.timezone,
  taxRate: businesses.taxRate,
  allowCancellation: businesses.allowCancellation,
  allowRescheduling: businesses.allowRescheduling,
  paymentProvider: businesses.paymentProvider,
  paymentInstructions: businesses.paymentInstructions,
};

async function queryTenant(tenantKey: string): Promise<PortalBusiness | null> {
  const where = isCustomDomainKey(tenantKey)
    ? and(sql`lower(${businesses.customDomain}) = ${tenantKey}`, isNotNull(businesses.customDomainVerifiedAt))
    : eq(businesses.portalSubdomain, tenantKey);
  const rows = await db
    .select(columns)
    .from(businesses)
    // A suspended business is "not found" to its customers (the spec's Business Not Found page).
    .where(and(where, eq(businesses.portalEnabled, true), isNull(businesses.suspendedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Resolves the business behind a tenant key (subdomain or verified custom domain).
 * A disabled portal, a suspended business or a reserved subdomain is "not found"; a failed query is "error"
 * and is not cached, so the next request tries again.
 */
export async function findBusinessByTenantKey(tenantKey: string): Promise<TenantLookup> {
  const key = tenantKey.toLowerCase();
  const cached = cache.get(key);
  if (cached) return cached;
  if (!isCustomDomainKey(key) && isReservedSubdomain(key)) return { status: "not_found", error: "Business not found" };
  const startedAt = state.generation;
  try {
    const business = await queryTenant(key);
    const result: TenantLookup = business
      ? { status: "found", business }
      : { status: "not_found", error: "Business not found" };
    if (state.generation === startedAt) cache.set(key, result);
    return result;
  } catch (error) {
    const unavailable = isDatabaseUnavailable(error);
    if (unavailable) console.warn("tenant lookup: database unavailable");
    else console.error("tenant lookup failed", error);
    return { status: "error", error: "Failed to load business information", unavailable, cause: error };
  }
}

/** Call after a business's subdomain, custom domain, portal flag, suspension or branding changes. */
export function invalidateTenant(...tenantKeys: Array<string | null | undefined>): void {
  state.generation++;
  for (const key of tenantKeys) if (key) cache.delete(key.toLowerCase());
}
