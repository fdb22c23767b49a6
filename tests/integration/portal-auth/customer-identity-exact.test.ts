import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { authenticatePortalRequest } from "@/lib/identity/customer/api-auth";
import { requireCurrentCustomer } from "@/lib/identity/customer/current-customer";
import { PORTAL_COOKIE_NAME, readPortalCookie } from "@/lib/identity/customer/portal-cookie";
import { INVITATION_MESSAGES, invitationToken } from "@/lib/identity/customer/schemas";
import { createCustomerSession, validateCustomerSession } from "@/lib/identity/customer/sessions";
import { asAnonymous } from "../../support/fake-request";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";
import { HOSTS } from "./http";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);

/*
 * Written against the survivors of the `identity-customer` mutation group
 * (docs/decisions/mutation-testing.md): the edges of reading the session cookie, an empty body
 * token, the preview session's 30 minutes, the sign-in redirect, and one message per bad
 * invitation token.
 */

const MINUTE = 60_000;
let biz: Awaited<ReturnType<typeof createBusiness>>;

beforeAll(async () => {
  biz = await createBusiness(db);
});

describe("readPortalCookie", () => {
  it("a cookie without '=' is not the session cookie, however its name starts", () => {
    expect(readPortalCookie(`${PORTAL_COOKIE_NAME}X; theme=dark`)).toBeNull();
    expect(readPortalCookie(`${PORTAL_COOKIE_NAME}; theme=dark`)).toBeNull();
  });

  it("a malformed session cookie is refused, not replaced by a later cookie of the same name", () => {
    expect(readPortalCookie(`${PORTAL_COOKIE_NAME}=%E0%A4%A; ${PORTAL_COOKIE_NAME}=planted`)).toBeNull();
    expect(readPortalCookie(`theme=dark; ${PORTAL_COOKIE_NAME}=abc%2Ddef`)).toBe("abc-def");
  });
});

describe("authenticatePortalRequest", () => {
  it("an empty token in the body falls back to the session cookie", async () => {
    const customer = await createCustomer(db, biz.id);
    const { token } = await createCustomerSession({ businessId: biz.id, customerId: customer.id });
    const request = new Request("http://127.0.0.1/api/x", { headers: { host: HOSTS.tenant(biz.portalSubdomain), cookie: `${PORTAL_COOKIE_NAME}=${token}` } });
    for (const sent of ["", null, undefined]) {
      const auth = await authenticatePortalRequest(request, { token: sent });
      expect(auth, String(sent)).toMatchObject({ customer: { id: customer.id } });
    }
  });
});

describe("preview sessions", () => {
  it("last 30 minutes from their start, whatever the activity", async () => {
    const customer = await createCustomer(db, biz.id);
    const start = new Date("2030-03-01T10:00:00Z");
    const { token } = await createCustomerSession({ businessId: biz.id, customerId: customer.id, previewByUserId: biz.owner.id, now: start });
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    expect(await validateCustomerSession({ token, businessId: biz.id, now: at(29) })).toMatchObject({ session: { isPreview: true } });
    expect(await validateCustomerSession({ token, businessId: biz.id, now: at(31) })).toMatchObject({ error: "invalid_session" });
  });
});

describe("requireCurrentCustomer", () => {
  it("without a session, redirects to /login", async () => {
    asAnonymous({ tenant: biz.portalSubdomain });
    await expect(requireCurrentCustomer({ id: biz.id })).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/login;/) });
  });
});

describe("invitation tokens", () => {
  it("get one message each: missing when empty, invalid when too short, too long or not base64url", () => {
    const issues = (value: string) => {
      const result = invitationToken.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(issues("")).toEqual([INVITATION_MESSAGES.missing]);
    expect(issues("short")).toEqual([INVITATION_MESSAGES.invalid]);
    expect(issues("a".repeat(129))).toEqual([INVITATION_MESSAGES.invalid]);
    expect(issues("!".repeat(129))).toEqual([INVITATION_MESSAGES.invalid]);
    expect(issues(`${"a".repeat(40)}!`)).toEqual([INVITATION_MESSAGES.invalid]);
    expect(issues("a".repeat(43))).toEqual([]);
  });
});
