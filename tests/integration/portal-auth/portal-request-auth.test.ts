import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { customerSessions } from "@/db/schema";
import {
  AUTH_REQUIRED_MESSAGE,
  authenticatePortalRequest,
  BUSINESS_MISMATCH_MESSAGE,
  BUSINESS_NOT_FOUND_MESSAGE,
  isPortalAuthFailure,
  portalAuthError,
  portalAuthErrorResponse,
  requirePortalBusiness,
  resolvePortalBusiness,
} from "@/lib/identity/customer/api-auth";
import { createCustomerSession, INVALID_SESSION_MESSAGE } from "@/lib/identity/customer/sessions";
import { DomainError } from "@/lib/foundation/domain-error";
import { createBusiness, createCustomer, unique } from "./fixtures";
import { HOSTS } from "./http";

/**
 * How a portal API request finds its business and its customer (lib/identity/customer/api-auth.ts),
 * called directly with real Requests: each refusal's status and spec message, and that a token
 * offered to the wrong business is ended.
 */
type Biz = Awaited<ReturnType<typeof createBusiness>>;
let biz: Biz;
let other: Biz;
let customDomain: string;

const request = (host: string, cookie?: string) => new Request("http://127.0.0.1/api/x", { headers: cookie ? { host, cookie } : { host } });
const sessionOf = async (business: Biz) => {
  const customer = await createCustomer(business.id);
  const { token, sessionId } = await createCustomerSession({ businessId: business.id, customerId: customer.id });
  return { customer, token, sessionId };
};
const sessionExists = async (id: string) => (await db.select().from(customerSessions).where(eq(customerSessions.id, id))).length === 1;

beforeAll(async () => {
  customDomain = `${unique("portal")}.example.test`;
  biz = await createBusiness({ customDomain, customDomainVerifiedAt: new Date() });
  other = await createBusiness();
});

describe("resolvePortalBusiness", () => {
  it("on a tenant host the host decides, and says so", async () => {
    const resolved = await resolvePortalBusiness(request(HOSTS.tenant(biz.portalSubdomain)));
    expect(isPortalAuthFailure(resolved)).toBe(false);
    expect(resolved).toMatchObject({ business: { id: biz.id }, onTenantHost: true });
  });

  it("on the main host portal_subdomain names the business, in any case and with spaces", async () => {
    const resolved = await resolvePortalBusiness(request(HOSTS.main), { portalSubdomain: `  ${biz.portalSubdomain.toUpperCase()} ` });
    expect(resolved).toMatchObject({ business: { id: biz.id }, onTenantHost: false });
  });

  it("on the main host without portal_subdomain, or with an unknown one, there is no business", async () => {
    for (const portalSubdomain of [undefined, null, "", "   ", unique("nobody")]) {
      expect(await resolvePortalBusiness(request(HOSTS.main), { portalSubdomain })).toEqual({
        error: "business_not_found",
        status: 404,
        message: BUSINESS_NOT_FOUND_MESSAGE,
      });
    }
  });

  it("refuses a portal_subdomain that is not a string or not a tenant key", async () => {
    const refusal = { error: "bad_request", status: 400, message: "Invalid portal subdomain" };
    for (const portalSubdomain of [7, true, {}, "../etc", "-lead", "trail-", "a b", "x".repeat(254)]) {
      expect(await resolvePortalBusiness(request(HOSTS.main), { portalSubdomain }), String(portalSubdomain)).toEqual(refusal);
    }
    // One character, and dots and hyphens inside, are tenant keys (they then find no business).
    for (const portalSubdomain of ["a", "a.b-c"]) {
      expect(await resolvePortalBusiness(request(HOSTS.main), { portalSubdomain })).toMatchObject({ status: 404 });
    }
  });

  it("refuses a host that does not parse", async () => {
    expect(await resolvePortalBusiness(request("bad host!"))).toEqual({ error: "bad_request", status: 400, message: "Invalid host" });
  });

  it("on a tenant host a portal_subdomain must name the same business, by subdomain or custom domain", async () => {
    const host = HOSTS.tenant(biz.portalSubdomain);
    expect(await resolvePortalBusiness(request(host), { portalSubdomain: other.portalSubdomain })).toEqual({
      error: "forbidden",
      status: 403,
      message: BUSINESS_MISMATCH_MESSAGE,
    });
    expect(await resolvePortalBusiness(request(host), { portalSubdomain: biz.portalSubdomain })).toMatchObject({ business: { id: biz.id } });
    expect(await resolvePortalBusiness(request(host), { portalSubdomain: customDomain.toUpperCase() })).toMatchObject({ business: { id: biz.id } });
    expect(await resolvePortalBusiness(request(customDomain), { portalSubdomain: biz.portalSubdomain })).toMatchObject({ business: { id: biz.id }, onTenantHost: true });
  });

  it("requirePortalBusiness throws the refusal as the core's typed error", async () => {
    await expect(requirePortalBusiness(request(HOSTS.main))).rejects.toMatchObject({ code: "not_found", message: BUSINESS_NOT_FOUND_MESSAGE });
    await expect(requirePortalBusiness(request(HOSTS.main), { portalSubdomain: biz.portalSubdomain })).resolves.toMatchObject({ business: { id: biz.id } });
  });
});

describe("authenticatePortalRequest", () => {
  it("takes the token from the body first, else from the portal cookie", async () => {
    const { customer, token, sessionId } = await sessionOf(biz);
    const host = HOSTS.tenant(biz.portalSubdomain);
    const fromBody = await authenticatePortalRequest(request(host), { token });
    expect(fromBody).toMatchObject({ business: { id: biz.id }, customer: { id: customer.id }, session: { id: sessionId, token, isPreview: false } });
    for (const empty of [undefined, null, ""]) {
      const fromCookie = await authenticatePortalRequest(request(host, `sl_portal_session=${token}`), { token: empty });
      expect(fromCookie).toMatchObject({ customer: { id: customer.id }, session: { token } });
    }
    const bodyWins = await authenticatePortalRequest(request(host, "sl_portal_session=cookie-token-not-used"), { token });
    expect(bodyWins).toMatchObject({ customer: { id: customer.id } });
  });

  it("without a token anywhere asks for authentication", async () => {
    expect(await authenticatePortalRequest(request(HOSTS.tenant(biz.portalSubdomain)))).toEqual({
      error: "unauthenticated",
      status: 401,
      message: AUTH_REQUIRED_MESSAGE,
    });
  });

  it("a malformed token is a bad request, an unknown one unauthenticated", async () => {
    const host = HOSTS.tenant(biz.portalSubdomain);
    expect(await authenticatePortalRequest(request(host), { token: "short" })).toMatchObject({ error: "bad_request", status: 400 });
    expect(await authenticatePortalRequest(request(host), { token: "A".repeat(43) })).toEqual({
      error: "unauthenticated",
      status: 401,
      message: INVALID_SESSION_MESSAGE,
    });
  });

  it("refuses a business_id that is not a string", async () => {
    expect(await authenticatePortalRequest(request(HOSTS.tenant(biz.portalSubdomain)), { businessId: 5 })).toEqual({
      error: "bad_request",
      status: 400,
      message: "Invalid business ID",
    });
  });

  it("a business_id naming another business refuses and ends the session", async () => {
    const { token, sessionId } = await sessionOf(biz);
    const refused = await authenticatePortalRequest(request(HOSTS.tenant(biz.portalSubdomain)), { token, businessId: other.id });
    expect(refused).toEqual({ error: "forbidden", status: 403, message: BUSINESS_MISMATCH_MESSAGE });
    expect(await sessionExists(sessionId)).toBe(false);
  });

  it("its own business_id, or an empty one, is accepted", async () => {
    const { token, sessionId } = await sessionOf(biz);
    for (const businessId of [biz.id, "", null]) {
      expect(await authenticatePortalRequest(request(HOSTS.tenant(biz.portalSubdomain)), { token, businessId })).toMatchObject({ session: { id: sessionId } });
    }
  });

  it("a session of another business is refused on this one's host and ended", async () => {
    const { token, sessionId } = await sessionOf(other);
    expect(await authenticatePortalRequest(request(HOSTS.tenant(biz.portalSubdomain)), { token })).toMatchObject({ error: "unauthenticated", status: 401 });
    expect(await sessionExists(sessionId)).toBe(false);
  });

  it("a business refusal comes before the session is read", async () => {
    const { token, sessionId } = await sessionOf(biz);
    expect(await authenticatePortalRequest(request(HOSTS.main), { token })).toMatchObject({ status: 404 });
    expect(await sessionExists(sessionId)).toBe(true);
  });
});

describe("answering a refusal", () => {
  it("keeps the spec's message texts", () => {
    expect([BUSINESS_NOT_FOUND_MESSAGE, AUTH_REQUIRED_MESSAGE, BUSINESS_MISMATCH_MESSAGE]).toEqual([
      "Business not found",
      "Authentication required",
      "Session does not belong to this business",
    ]);
  });

  it("maps each failure to the core's error code", () => {
    const cases = [
      ["bad_request", 400, "invalid"],
      ["unauthenticated", 401, "unauthenticated"],
      ["forbidden", 403, "forbidden"],
      ["business_not_found", 404, "not_found"],
      ["unavailable", 503, "unavailable"],
    ] as const;
    for (const [error, status, code] of cases) {
      const thrown = portalAuthError({ error, status, message: `m-${error}` });
      expect(thrown).toBeInstanceOf(DomainError);
      expect(thrown).toMatchObject({ code, message: `m-${error}` });
    }
  });

  it("answers the spec's error shape with the failure's status", async () => {
    const response = portalAuthErrorResponse({ error: "forbidden", status: 403, message: BUSINESS_MISMATCH_MESSAGE });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: BUSINESS_MISMATCH_MESSAGE });
  });

  it("tells a failure from anything else", () => {
    expect(isPortalAuthFailure({ error: "x", status: 400 })).toBe(true);
    expect(isPortalAuthFailure({ error: "x" })).toBe(false);
    expect(isPortalAuthFailure({ status: 400 })).toBe(false);
    expect(isPortalAuthFailure(null)).toBe(false);
    expect(isPortalAuthFailure("error status")).toBe(false);
  });
});
