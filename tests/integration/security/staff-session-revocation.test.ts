import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { users } from "@/db/schema";
import { revokeInvitationAction } from "@/lib/admin/actions/team/revoke-invitation";
import { signOutAction } from "@/lib/admin/actions/account/sign-out";
import { requireStaff, SESSION_ENDED_PATH } from "@/lib/identity/staff/require-staff";
import { revokeStaffSessions } from "@/lib/identity/staff/session-version";
import { signInAction } from "@/lib/public/actions/sign-in";
import { superadminSignInAction } from "@/lib/public/actions/superadmin-sign-in";
import { requireSuperadmin } from "@/lib/identity/staff/require-superadmin";
import { GET as sessionEnded } from "@/app/auth/session-ended/route";
import { asAnonymous, cookieJar, STAFF_COOKIE_NAME, withCookie } from "../../support/fake-request";
import { createBusiness, createUser, makeSuperadminProfile, PASSWORD } from "../staff-auth/fixtures";

/**
 * Security finding: a staff session cookie copied before sign-out kept opening /admin and
 * running actions for 7 days. Sessions now carry users.session_version, checked on every
 * request; sign-out and revokeStaffSessions (password change, removal) bump it.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

beforeAll(() => {
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
});

async function guardOutcome(guard: () => Promise<unknown> = requireStaff): Promise<string> {
  try {
    await guard();
    return "admitted";
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? error);
    if (digest.startsWith("NEXT_REDIRECT")) return `redirect ${digest.split(";")[2]}`;
    throw error;
  }
}

/** An action that answers 404 to any authenticated owner (unknown id) and 401 to anyone else. */
const runStaffAction = () => revokeInvitationAction({ invitationId: randomUUID() });

async function signIn(email: string): Promise<string> {
  asAnonymous();
  expect(await signInAction({ email, password: PASSWORD })).toMatchObject({ ok: true });
  const cookie = cookieJar().get(STAFF_COOKIE_NAME);
  expect(cookie).toBeTruthy();
  return cookie!;
}

const versionOf = async (userId: string) => (await db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, userId)))[0]!.v;

describe("staff session revocation", () => {
  it("a cookie copied before sign-out is redirected from /admin and its actions answer 401", async () => {
    const owner = await createUser({ userType: "business_owner" });
    await createBusiness(owner.id);
    const copied = await signIn(owner.email);
    expect(await guardOutcome()).toBe("admitted");
    expect(await runStaffAction()).toMatchObject({ ok: false, status: 404 });

    expect(await signOutAction()).toEqual({ ok: true, data: null });
    expect(cookieJar().has(STAFF_COOKIE_NAME)).toBe(false);
    expect(await versionOf(owner.id)).toBe(1);

    asAnonymous();
    withCookie(STAFF_COOKIE_NAME, copied);
    expect(await guardOutcome()).toBe(`redirect ${SESSION_ENDED_PATH}`);
    expect(await runStaffAction()).toMatchObject({ ok: false, status: 401, code: "unauthenticated" });

    // Signing in again works, and the revoked copy cannot sign the new session out.
    const fresh = await signIn(owner.email);
    asAnonymous();
    withCookie(STAFF_COOKIE_NAME, copied);
    await signOutAction();
    asAnonymous();
    withCookie(STAFF_COOKIE_NAME, fresh);
    expect(await guardOutcome()).toBe("admitted");
    expect(await versionOf(owner.id)).toBe(1);
  });

  it("revokeStaffSessions (password change, removal from the business) ends every open session", async () => {
    const owner = await createUser({ userType: "business_owner" });
    await createBusiness(owner.id);
    const first = await signIn(owner.email);
    const second = await signIn(owner.email);
    await revokeStaffSessions(owner.id);
    for (const cookie of [first, second]) {
      asAnonymous();
      withCookie(STAFF_COOKIE_NAME, cookie);
      expect(await guardOutcome()).toBe(`redirect ${SESSION_ENDED_PATH}`);
      expect(await runStaffAction()).toMatchObject({ ok: false, status: 401 });
    }
  });

  it("a superadmin's revoked cookie is cleared and sent back to /superadmin/login, not bounced", async () => {
    const admin = await createUser({ userType: "superadmin" });
    await makeSuperadminProfile(admin.id);
    asAnonymous();
    expect(await superadminSignInAction({ email: admin.email, password: PASSWORD })).toMatchObject({ ok: true });
    const copied = cookieJar().get(STAFF_COOKIE_NAME)!;
    expect(await guardOutcome(requireSuperadmin)).toBe("admitted");
    await signOutAction();

    asAnonymous();
    withCookie(STAFF_COOKIE_NAME, copied);
    expect(await guardOutcome(requireSuperadmin)).toBe(`redirect ${SESSION_ENDED_PATH}?next=/superadmin/login`);
    const ended = await sessionEnded(new Request(`http://localhost:3000${SESSION_ENDED_PATH}?next=/superadmin/login`, { headers: { host: "localhost:3000" } }));
    expect(ended.status).toBe(303);
    expect(ended.headers.get("location")).toBe("http://localhost:3000/superadmin/login");
    // Any other "next" is not followed.
    const elsewhere = await sessionEnded(new Request(`http://localhost:3000${SESSION_ENDED_PATH}?next=https://evil.example/`, { headers: { host: "localhost:3000" } }));
    expect(elsewhere.headers.get("location")).toBe("http://localhost:3000/auth");
  });
});
