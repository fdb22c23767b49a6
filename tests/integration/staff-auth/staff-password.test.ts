import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exchange } from "@/app/portal/[tenant]/preview/route";
import { db } from "@/db/client";
import { auditLog, emailOutbox, staffPasswordResets, users } from "@/db/schema";
import { changePasswordAction } from "@/lib/admin/actions/account/change-password";
import { startPortalPreviewAction } from "@/lib/admin/actions/customers/portal-preview";
import { validateCustomerSession } from "@/lib/identity/customer/sessions";
import { PASSWORD_CHANGE_MESSAGES } from "@/lib/identity/staff/password/password-schemas";
import { RESET_EMAILS_PER_ACCOUNT, RESET_REQUESTS_PER_ADDRESS, RESET_THROTTLED_MESSAGE } from "@/lib/identity/staff/password/request-staff-password-reset";
import { requireStaff, SESSION_ENDED_PATH } from "@/lib/identity/staff/require-staff";
import { requestPasswordResetAction } from "@/lib/public/actions/request-password-reset";
import { resetPasswordAction } from "@/lib/public/actions/reset-password";
import { signInAction } from "@/lib/public/actions/sign-in";
import { hashToken } from "@/lib/security/tokens";
import { PASSWORD_MESSAGES } from "@/lib/validation";
import { asAnonymous, cookieJar, fromAddress, STAFF_COOKIE_NAME, withCookie } from "../../support/fake-request";
import { createCustomer } from "../../support/portal-fixtures";
import { createBusiness, createUser, PASSWORD, uniqueEmail } from "./fixtures";

/**
 * Staff password change (/admin/account) and reset by emailed link (issue 42's red team: staff
 * had neither, so nothing ever ended their other sessions). Both end every other session of
 * the staff member, portal previews included; the new password follows spec §5's signup rules.
 */
vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

const NEW_PASSWORD = "Fresh!Pass2";
let ipCounter = 0;
/** Each test from its own address, so per-address counts never leak between tests. */
const freshAddress = () => `198.51.100.${++ipCounter}`;

beforeAll(() => {
  vi.stubEnv("__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS", "true");
});

async function signIn(email: string, password = PASSWORD): Promise<string | null> {
  asAnonymous();
  const result = await signInAction({ email, password });
  return result.ok ? (cookieJar().get(STAFF_COOKIE_NAME) ?? null) : null;
}

async function admitted(cookie: string): Promise<boolean> {
  asAnonymous();
  withCookie(STAFF_COOKIE_NAME, cookie);
  try {
    await requireStaff();
    return true;
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? error);
    if (digest.includes(SESSION_ENDED_PATH)) return false;
    throw error;
  }
}

/** A signed-in owner with another session elsewhere and a portal preview open. */
async function ownerWithSessions() {
  const owner = await createUser({ userType: "business_owner" });
  const business = await createBusiness(owner.id);
  const customer = await createCustomer(db, business.id);
  const elsewhere = (await signIn(owner.email))!;
  const here = (await signIn(owner.email))!;
  const minted = await startPortalPreviewAction({ customerId: customer.id });
  if (!minted.ok) throw new Error(minted.message);
  const url = new URL(minted.data.url);
  const opened = await exchange(new Request(url, { headers: { host: url.host } }));
  const preview = /sl_portal_session=([^;]+)/.exec(opened.headers.get("set-cookie") ?? "")![1]!;
  const previewAlive = async () => "session" in (await validateCustomerSession({ token: preview, businessId: business.id }));
  expect(await previewAlive()).toBe(true);
  return { owner, business, elsewhere, here, previewAlive };
}

const hashOf = async (userId: string) => (await db.select({ h: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]!.h;
const auditsOf = async (userId: string, action: string) => db.select().from(auditLog).where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)));
const resetEmailsTo = async (to: string) =>
  db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, "staff-password-reset"))).orderBy(desc(emailOutbox.createdAt));
const tokenIn = (text: string) => decodeURIComponent(/reset-password\?token=([^\s\])"]+)/.exec(text)![1]!);

describe("changing a staff password at /admin/account", () => {
  it("needs the current password and spec §5's rules; a refusal changes nothing", async () => {
    const { owner, here, elsewhere } = await ownerWithSessions();
    const before = await hashOf(owner.id);
    asAnonymous();
    fromAddress(freshAddress());
    withCookie(STAFF_COOKIE_NAME, here);
    expect(await changePasswordAction({ currentPassword: "Wrong!Pass1", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toMatchObject({ ok: false, status: 400, message: PASSWORD_CHANGE_MESSAGES.wrongCurrent });
    expect(await changePasswordAction({ currentPassword: PASSWORD, password: "alllowercase1!", confirmPassword: "alllowercase1!" })).toMatchObject({ ok: false, status: 400, message: PASSWORD_MESSAGES.complexity });
    expect(await changePasswordAction({ currentPassword: PASSWORD, password: "Sh0rt!", confirmPassword: "Sh0rt!" })).toMatchObject({ ok: false, message: PASSWORD_MESSAGES.tooShort });
    expect(await changePasswordAction({ currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: "Other!Pass3" })).toMatchObject({ ok: false, message: PASSWORD_MESSAGES.mismatch });
    expect(await changePasswordAction({ currentPassword: "", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toMatchObject({ ok: false, message: PASSWORD_MESSAGES.required });
    expect(await hashOf(owner.id)).toBe(before);
    expect(await admitted(elsewhere)).toBe(true);
  });

  it("changes it, ends the other sessions and the previews, keeps this browser signed in, audits", async () => {
    const { owner, here, elsewhere, previewAlive } = await ownerWithSessions();
    asAnonymous();
    fromAddress(freshAddress());
    withCookie(STAFF_COOKIE_NAME, here);
    expect(await changePasswordAction({ currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toEqual({ ok: true, data: { message: PASSWORD_CHANGE_MESSAGES.changed } });
    const renewed = cookieJar().get(STAFF_COOKIE_NAME)!;
    expect(await admitted(renewed)).toBe(true);
    expect(await admitted(elsewhere)).toBe(false);
    expect(await admitted(here)).toBe(false);
    expect(await previewAlive()).toBe(false);
    expect(await signIn(owner.email, PASSWORD)).toBeNull();
    expect(await signIn(owner.email, NEW_PASSWORD)).toBeTruthy();
    expect(await auditsOf(owner.id, "staff.password_changed")).toHaveLength(1);
  });

  it("refuses a visitor without a session (401)", async () => {
    asAnonymous();
    expect(await changePasswordAction({ currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toMatchObject({ ok: false, status: 401 });
  });
});

describe("resetting a staff password by emailed link", () => {
  it("emails a single-use link to an account, and answers an unknown email the same without an email", async () => {
    const owner = await createUser({ userType: "business_owner" });
    asAnonymous();
    fromAddress(freshAddress());
    const known = await requestPasswordResetAction({ email: owner.email.toUpperCase() });
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await requestPasswordResetAction({ email: unknownEmail });
    expect(known).toEqual({ ok: true, data: { message: PASSWORD_CHANGE_MESSAGES.resetSent } });
    expect(unknown).toEqual(known);
    expect(await resetEmailsTo(unknownEmail)).toEqual([]);
    const [email] = await resetEmailsTo(owner.email);
    expect(email!.text).toContain("http://app.localhost:3000/auth/reset-password?token=");
    const token = tokenIn(email!.text);
    const [row] = await db.select().from(staffPasswordResets).where(eq(staffPasswordResets.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ userId: owner.id, usedAt: null });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60 * 1000);
  });

  it("the link sets a new password once, ends every session and preview, spends the other links, audits", async () => {
    const { owner, here, elsewhere, previewAlive } = await ownerWithSessions();
    asAnonymous();
    fromAddress(freshAddress());
    await requestPasswordResetAction({ email: owner.email });
    await requestPasswordResetAction({ email: owner.email });
    const [second, first] = await resetEmailsTo(owner.email);
    const token = tokenIn(first!.text);
    expect(await resetPasswordAction({ token, password: "weak", confirmPassword: "weak" })).toMatchObject({ ok: false, message: PASSWORD_MESSAGES.tooShort });
    expect(await resetPasswordAction({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toEqual({ ok: true, data: { message: PASSWORD_CHANGE_MESSAGES.reset } });
    expect(await admitted(here)).toBe(false);
    expect(await admitted(elsewhere)).toBe(false);
    expect(await previewAlive()).toBe(false);
    expect(await signIn(owner.email, NEW_PASSWORD)).toBeTruthy();
    asAnonymous();
    fromAddress(freshAddress());
    for (const spent of [token, tokenIn(second!.text)]) {
      expect(await resetPasswordAction({ token: spent, password: "Other!Pass3", confirmPassword: "Other!Pass3" })).toMatchObject({ ok: false, status: 400, message: PASSWORD_CHANGE_MESSAGES.resetInvalid });
    }
    expect(await signIn(owner.email, NEW_PASSWORD)).toBeTruthy();
    expect(await auditsOf(owner.id, "staff.password_reset")).toHaveLength(1);
  });

  it("refuses an expired link and one that was never issued", async () => {
    const owner = await createUser({ userType: "employee" });
    asAnonymous();
    fromAddress(freshAddress());
    await requestPasswordResetAction({ email: owner.email });
    const token = tokenIn((await resetEmailsTo(owner.email))[0]!.text);
    await db.update(staffPasswordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffPasswordResets.tokenHash, hashToken(token)));
    for (const bad of [token, "a".repeat(43)]) {
      expect(await resetPasswordAction({ token: bad, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toMatchObject({ ok: false, status: 400, message: PASSWORD_CHANGE_MESSAGES.resetInvalid });
    }
    expect(await signIn(owner.email, PASSWORD)).toBeTruthy();
  });

  it("is throttled: a few emails per account an hour, then silence; too many requests from one address, 429", async () => {
    const owner = await createUser({ userType: "business_owner" });
    asAnonymous();
    fromAddress(freshAddress());
    for (let i = 0; i < RESET_EMAILS_PER_ACCOUNT + 2; i++) expect(await requestPasswordResetAction({ email: owner.email })).toMatchObject({ ok: true });
    expect(await resetEmailsTo(owner.email)).toHaveLength(RESET_EMAILS_PER_ACCOUNT);
    for (let i = RESET_EMAILS_PER_ACCOUNT + 2; i < RESET_REQUESTS_PER_ADDRESS; i++) await requestPasswordResetAction({ email: uniqueEmail("spray") });
    expect(await requestPasswordResetAction({ email: uniqueEmail("spray") })).toMatchObject({ ok: false, status: 429, message: RESET_THROTTLED_MESSAGE });
  });
});
