import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exchange } from "@/app/portal/[tenant]/preview/route";
import { db } from "@/db/client";
import { customerSessions, portalPreviewGrants } from "@/db/schema";
import { startPortalPreviewAction } from "@/lib/admin/actions/customers/portal-preview";
import { signOutAction } from "@/lib/admin/actions/account/sign-out";
import { validateCustomerSession } from "@/lib/identity/customer/sessions";
import { revokeStaffSessions } from "@/lib/identity/staff/session-version";
import { signInAction } from "@/lib/public/actions/sign-in";
import { asAnonymous, cookieJar, STAFF_COOKIE_NAME, withCookie } from "../../support/fake-request";
import { createCustomer, createSession } from "../../support/portal-fixtures";
import { createBusiness, createUser, PASSWORD } from "../staff-auth/fixtures";

/**
 * A staff member's "view portal as this customer" session outlived their sign-out (issue 42's
 * red team). It now ends whenever their staff sessions end: sign-out, and revokeStaffSessions
 * (password change or reset, removal from the business). The customer's own session stays.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

beforeAll(() => {
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
});

async function signIn(email: string): Promise<string> {
  asAnonymous();
  expect(await signInAction({ email, password: PASSWORD })).toMatchObject({ ok: true });
  return cookieJar().get(STAFF_COOKIE_NAME)!;
}

/** A signed-in owner with a customer, a preview open on the portal and a second link not yet opened. */
async function ownerPreviewing() {
  const owner = await createUser({ userType: "business_owner" });
  const business = await createBusiness(owner.id);
  const customer = await createCustomer(db, business.id);
  const ownToken = await createSession(db, business.id, customer.id);
  const staffCookie = await signIn(owner.email);
  const mint = async () => {
    const minted = await startPortalPreviewAction({ customerId: customer.id });
    if (!minted.ok) throw new Error(minted.message);
    return new URL(minted.data.url);
  };
  const url = await mint();
  const opened = await exchange(new Request(url, { headers: { host: url.host } }));
  const previewToken = /sl_portal_session=([^;]+)/.exec(opened.headers.get("set-cookie") ?? "")![1]!;
  await mint(); // an unused link
  const session = (token: string) => validateCustomerSession({ token, businessId: business.id });
  expect(await session(previewToken)).toMatchObject({ session: { isPreview: true } });
  const unusedGrants = async () => (await db.select().from(portalPreviewGrants).where(eq(portalPreviewGrants.staffUserId, owner.id))).filter((g) => !g.usedAt);
  expect(await unusedGrants()).toHaveLength(1);
  return { owner, business, customer, ownToken, previewToken, staffCookie, session, unusedGrants };
}

describe("portal previews end with the staff session", () => {
  it("signing out ends the staff member's preview sessions and unused preview links; the customer's own session stays", async () => {
    const w = await ownerPreviewing();
    expect(await signOutAction()).toEqual({ ok: true, data: null });
    expect(await w.session(w.previewToken)).toMatchObject({ error: "invalid_session" });
    expect(await w.unusedGrants()).toEqual([]);
    expect(await db.select().from(customerSessions).where(eq(customerSessions.previewByUserId, w.owner.id))).toEqual([]);
    expect(await w.session(w.ownToken)).toMatchObject({ session: { isPreview: false } });
  });

  it("revoking the staff member's sessions (password change, removal) ends their previews too", async () => {
    const w = await ownerPreviewing();
    await revokeStaffSessions(w.owner.id);
    expect(await w.session(w.previewToken)).toMatchObject({ error: "invalid_session" });
    expect(await w.unusedGrants()).toEqual([]);
    expect(await w.session(w.ownToken)).toMatchObject({ session: { isPreview: false } });
  });

  it("a revoked copy of the staff cookie signing out does not end the previews of the member's new session", async () => {
    const w = await ownerPreviewing();
    await signOutAction(); // ends the first preview
    const fresh = await signIn(w.owner.email);
    const minted = await startPortalPreviewAction({ customerId: w.customer.id });
    if (!minted.ok) throw new Error(minted.message);
    const url = new URL(minted.data.url);
    const opened = await exchange(new Request(url, { headers: { host: url.host } }));
    const newPreview = /sl_portal_session=([^;]+)/.exec(opened.headers.get("set-cookie") ?? "")![1]!;
    asAnonymous();
    withCookie(STAFF_COOKIE_NAME, w.staffCookie);
    await signOutAction();
    expect(await w.session(newPreview)).toMatchObject({ session: { isPreview: true } });
    asAnonymous();
    withCookie(STAFF_COOKIE_NAME, fresh);
    await signOutAction();
    expect(await w.session(newPreview)).toMatchObject({ error: "invalid_session" });
  });
});
