import "server-only";
import { NextResponse } from "next/server";
import { DomainError, type ErrorCode } from "@/lib/foundation/domain-error";
import { parseHost, tenantKeyOf } from "@/lib/tenancy/parse-host";
import { findBusinessByTenantKey, type PortalBusiness } from "@/lib/tenancy/find-business-by-tenant-key";
import { readPortalCookie } from "./portal-cookie";
import { deleteCustomerSession, type SessionCustomer, validateCustomerSession } from "./sessions";

export type PortalAuthFailure = {
  error: "bad_request" | "unauthenticated" | "forbidden" | "business_not_found" | "unavailable";
  status: 400 | 401 | 403 | 404 | 503;
  message: string;
};

export type PortalRequestBusiness = { business: PortalBusiness; onTenantHost: boolean };

export type PortalRequestAuth = {
  business: PortalBusiness;
  customer: SessionCustomer;
  /** isPreview: a staff member's read-only preview session (only safe methods are served). */
  session: { id: string; token: string; isPreview: boolean };
};

export const BUSINESS_NOT_FOUND_MESSAGE = "Business not found";
export const AUTH_REQUIRED_MESSAGE = "Authentication required";
export const BUSINESS_MISMATCH_MESSAGE = "Session does not belong to this business";

const fail = (error: PortalAuthFailure["error"], status: PortalAuthFailure["status"], message: string): PortalAuthFailure => ({
  error,
  status,
  message,
});

/** A tenant key as a client may name it: a subdomain or a domain, nothing else. */
const TENANT_KEY = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/i;

/**
 * The business a portal API request addresses. On a tenant host (subdomain or custom
 * domain) the Host header decides and a portal_subdomain, if sent, must name the same
 * business; on the main host portal_subdomain is required (spec §7 sends it).
 */
export async function resolvePortalBusiness(
  request: Request,
  { portalSubdomain }: { portalSubdomain?: unknown } = {},
): Promise<PortalRequestBusiness | PortalAuthFailure> {
  if (portalSubdomain !== undefined && portalSubdomain !== null && typeof portalSubdomain !== "string") {
    return fail("bad_request", 400, "Invalid portal subdomain");
  }
  const named = typeof portalSubdomain === "string" && portalSubdomain.trim() !== "" ? portalSubdomain.trim().toLowerCase() : null;
  if (named !== null && !TENANT_KEY.test(named)) return fail("bad_request", 400, "Invalid portal subdomain");

  const parsed = parseHost(request.headers.get("host"));
  if (parsed.kind === "invalid") return fail("bad_request", 400, "Invalid host");
  const hostKey = tenantKeyOf(parsed);
  const key = hostKey ?? named;
  if (!key) return fail("business_not_found", 404, BUSINESS_NOT_FOUND_MESSAGE);

  const lookup = await findBusinessByTenantKey(key);
  if (lookup.status === "error") return fail("unavailable", 503, lookup.error);
  if (lookup.status === "not_found") return fail("business_not_found", 404, BUSINESS_NOT_FOUND_MESSAGE);
  const { business } = lookup;

  if (hostKey && named && named !== business.portalSubdomain && named !== business.customDomain?.toLowerCase()) {
    return fail("forbidden", 403, BUSINESS_MISMATCH_MESSAGE);
  }
  return { business, onTenantHost: hostKey !== null };
}

/**
 * Authenticates a portal API request (route handlers): resolves the business, takes the
 * session token from the body/query as the spec sends it or else from the portal cookie,
 * checks a given business_id against the resolved business, and validates the session.
 * The caller maps a failure to `{ success: false, message }` with its status.
 */
export async function authenticatePortalRequest(
  request: Request,
  { token, businessId, portalSubdomain, now }: { token?: unknown; businessId?: unknown; portalSubdomain?: unknown; now?: Date } = {},
): Promise<PortalRequestAuth | PortalAuthFailure> {
  if (businessId !== undefined && businessId !== null && typeof businessId !== "string") {
    return fail("bad_request", 400, "Invalid business ID");
  }
  const resolved = await resolvePortalBusiness(request, { portalSubdomain });
  if ("error" in resolved) return resolved;
  const { business } = resolved;

  const sent = token === undefined || token === null || token === "" ? null : token;
  const presented = sent ?? readPortalCookie(request.headers.get("cookie"));
  if (presented === null) return fail("unauthenticated", 401, AUTH_REQUIRED_MESSAGE);

  // Spec §4: a business mismatch invalidates the session. The token was offered for the
  // wrong business, so it is ended wherever it belongs, and the request is refused.
  if (typeof businessId === "string" && businessId !== "" && businessId !== business.id) {
    await deleteCustomerSession({ token: presented });
    return fail("forbidden", 403, BUSINESS_MISMATCH_MESSAGE);
  }

  const result = await validateCustomerSession({ token: presented, businessId: business.id, now });
  if ("error" in result) {
    return result.error === "invalid_format"
      ? fail("bad_request", 400, result.message)
      : fail("unauthenticated", 401, result.message);
  }
  return { business, customer: result.customer, session: { id: result.session.id, token: presented as string, isPreview: result.session.isPreview } };
}

const FAILURE_CODES: Record<PortalAuthFailure["error"], ErrorCode> = {
  bad_request: "invalid",
  unauthenticated: "unauthenticated",
  forbidden: "forbidden",
  business_not_found: "not_found",
  unavailable: "unavailable",
};

/** The typed error of a failed portal authentication, for the core's wrappers to answer. */
export function portalAuthError(failure: PortalAuthFailure): DomainError {
  return new DomainError(FAILURE_CODES[failure.error], failure.message);
}

/** resolvePortalBusiness for handlers: a failure is thrown as its DomainError. */
export async function requirePortalBusiness(request: Request, options: { portalSubdomain?: unknown } = {}): Promise<PortalRequestBusiness> {
  const resolved = await resolvePortalBusiness(request, options);
  if ("error" in resolved) throw portalAuthError(resolved);
  return resolved;
}

export function isPortalAuthFailure(value: unknown): value is PortalAuthFailure {
  return typeof value === "object" && value !== null && "error" in value && "status" in value;
}

/** The spec's error shape for a failed portal authentication. */
export function portalAuthErrorResponse(failure: PortalAuthFailure): NextResponse {
  return NextResponse.json({ success: false, message: failure.message }, { status: failure.status });
}
