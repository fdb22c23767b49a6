import { and, desc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { auditLog, businesses, emailOutbox, invitations, platformSettings, waitlistEntries } from "@/db/schema";
import { findBusinessInvitation } from "@/lib/platform/waitlist/find-business-invitation";
import { signUpAction } from "@/lib/public/actions/sign-up";
import { hashToken } from "@/lib/security/tokens";
import { inviteWaitlistEntriesAction as invite } from "@/lib/superadmin/actions/invite-waitlist-entries";
import { listWaitlist } from "@/lib/waitlist/list-waitlist";
import { asAnonymous, asStaff, fromAddress } from "../../support/fake-request";
import { createBusiness, createUser, makeSuperadminProfile, unique } from "../staff-auth/fixtures";

vi.mock("next/headers", async () => (await import("../../support/fake-request")).nextHeaders);
vi.mock("next/cache", async () => (await import("../../support/fake-request")).nextCache);

async function superadmin() {
  const admin = await createUser({ userType: "superadmin" });
  await makeSuperadminProfile(admin.id);
  return admin;
}
async function entry(businessName = `Shine ${unique("co")}`) {
  const email = `${unique("wait")}@example.test`;
  const [row] = await db.insert(waitlistEntries).values({ name: "Dana Lee Park", email, businessName }).returning();
  return row;
}
async function tokenSentTo(email: string) {
  const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(desc(emailOutbox.createdAt)).limit(1);
  expect(mail).toMatchObject({ template: "business-invitation", subject: "Your invitation to ServiceLoop" });
  // On the staff host (app.): sign-up ends in the admin, signed in there.
  const match = /"http:\/\/app\.localhost:3000\/auth\?tab=signup&(?:amp;)?invite=([A-Za-z0-9_-]+)"/.exec(mail.html);
  expect(match, "the email carries the sign-up link").not.toBeNull();
  return match![1];
}
const PASSWORD = "Passw0rd!23";

beforeEach(async () => {
  asAnonymous();
  await db.delete(platformSettings).where(eq(platformSettings.key, "signups_open"));
});

describe("inviting waitlist entries", () => {
  it("is for superadmins only and checks its input", async () => {
    const waiting = await entry();
    expect(await invite({ entryIds: [waiting.id] })).toMatchObject({ ok: false, status: 401 });
    const owner = await createUser({ userType: "business_owner" });
    await createBusiness(owner.id);
    await asStaff(owner.id);
    expect(await invite({ entryIds: [waiting.id] })).toMatchObject({ ok: false, status: 401 });
    await asStaff((await superadmin()).id);
    expect(await invite({ entryIds: [] })).toMatchObject({ ok: false, status: 400, message: "Select at least one entry" });
    expect(await invite({ entryIds: ["nope"] })).toMatchObject({ ok: false, status: 400 });
    expect((await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, waiting.id)))[0].invitedAt).toBeNull();
    expect(await db.select().from(invitations).where(eq(invitations.email, waiting.email))).toEqual([]);
  });

  it("sends a hashed, expiring, single-use invitation that signs up a business while sign-ups are closed", async () => {
    const admin = await superadmin();
    const waiting = await entry();
    await asStaff(admin.id);
    expect(await invite({ entryIds: [waiting.id] })).toEqual({ ok: true, data: { invited: 1, alreadyJoined: 0, emailFailed: 0 } });

    const token = await tokenSentTo(waiting.email);
    const [row] = await db.select().from(invitations).where(eq(invitations.email, waiting.email));
    expect(row).toMatchObject({ kind: "business", businessId: null, firstName: "Dana", lastName: "Lee Park", invitedByUserId: admin.id, acceptedAt: null });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.tokenHash).not.toContain(token);
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const [audit] = await db.select().from(auditLog).where(and(eq(auditLog.action, "waitlist.invited"), eq(auditLog.targetId, waiting.id)));
    expect(audit).toMatchObject({ actorType: "superadmin", actorId: admin.id, meta: { email: waiting.email, businessName: waiting.businessName } });
    expect((await listWaitlist()).find((e) => e.id === waiting.id)?.status).toBe("invited");

    // The link prefills the sign-up.
    expect(await findBusinessInvitation(token)).toMatchObject({ email: waiting.email, companyName: waiting.businessName, firstName: "Dana" });

    await db.insert(platformSettings).values({ key: "signups_open", value: false });
    asAnonymous();
    fromAddress("198.51.100.7");
    const form = { firstName: "Dana", lastName: "Park", companyName: waiting.businessName!, email: waiting.email, password: PASSWORD };
    expect(await signUpAction(form)).toMatchObject({ ok: false, status: 403, message: "Sign-ups are closed right now. Please join the waitlist." });
    expect(await signUpAction({ ...form, email: `${unique("other")}@example.test`, invitationToken: token })).toMatchObject({
      ok: false,
      status: 400,
      field: "email",
      message: "Please sign up with the email address your invitation was sent to.",
    });
    expect(await signUpAction({ ...form, invitationToken: token })).toMatchObject({ ok: true });

    const [business] = await db.select().from(businesses).where(eq(businesses.companyName, waiting.businessName!));
    expect(business).toBeDefined();
    expect((await db.select().from(invitations).where(eq(invitations.id, row.id)))[0].acceptedAt).toBeInstanceOf(Date);
    expect((await listWaitlist()).find((e) => e.id === waiting.id)?.status).toBe("joined");

    // Single use: the same link no longer opens anything.
    expect(await findBusinessInvitation(token)).toBeNull();
    asAnonymous();
    fromAddress("198.51.100.8");
    expect(await signUpAction({ ...form, invitationToken: token })).toMatchObject({ ok: false, status: 404, message: "This invitation link is invalid or has expired." });
  });

  it("a new invitation revokes the older link; someone with an account is skipped", async () => {
    const admin = await superadmin();
    const waiting = await entry();
    await asStaff(admin.id);
    await invite({ entryIds: [waiting.id] });
    const first = await tokenSentTo(waiting.email);
    await invite({ entryIds: [waiting.id] });
    const second = await tokenSentTo(waiting.email);
    expect(second).not.toBe(first);
    expect(await findBusinessInvitation(first)).toBeNull();
    expect(await findBusinessInvitation(second)).not.toBeNull();

    const member = await createUser({ userType: "business_owner" });
    const [known] = await db.insert(waitlistEntries).values({ name: "Known", email: member.email.toUpperCase() }).returning();
    expect(await invite({ entryIds: [known.id] })).toEqual({ ok: true, data: { invited: 0, alreadyJoined: 1, emailFailed: 0 } });
    expect(await db.select().from(invitations).where(sql`lower(${invitations.email}) = ${member.email.toLowerCase()}`)).toEqual([]);
  });

  it("an expired invitation opens nothing", async () => {
    const admin = await superadmin();
    const waiting = await entry();
    await asStaff(admin.id);
    await invite({ entryIds: [waiting.id] });
    const token = await tokenSentTo(waiting.email);
    await db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.tokenHash, hashToken(token)));
    expect(await findBusinessInvitation(token)).toBeNull();
  });

  it("an entry is Joined once its email signs up as a business owner without an invitation, in any case (issue 37)", async () => {
    const waiting = await entry();
    await db.update(waitlistEntries).set({ email: waiting.email.toUpperCase() }).where(eq(waitlistEntries.id, waiting.id));
    const other = await entry();
    expect((await listWaitlist()).find((e) => e.id === waiting.id)).toMatchObject({ status: "waiting", joinedAt: null });

    // Sign-ups are open: the person signs up from the public form, in lower case, never invited.
    asAnonymous();
    fromAddress("198.51.100.21");
    const form = { firstName: "Dana", lastName: "Park", companyName: `Open ${unique("co")}`, email: waiting.email.toLowerCase(), password: PASSWORD };
    expect(await signUpAction(form)).toMatchObject({ ok: true });

    const listed = await listWaitlist();
    const joined = listed.find((e) => e.id === waiting.id)!;
    expect(joined.status).toBe("joined");
    const [business] = await db.select({ createdAt: businesses.createdAt }).from(businesses).where(eq(businesses.companyName, form.companyName));
    expect(joined.joinedAt).toEqual(business.createdAt);
    // Someone else's entry is untouched, and an employee's account is not a business of their own.
    expect(listed.find((e) => e.id === other.id)?.status).toBe("waiting");
    const employee = await createUser({ userType: "employee" });
    const [staffEntry] = await db.insert(waitlistEntries).values({ name: "Staff", email: employee.email }).returning();
    expect((await listWaitlist()).find((e) => e.id === staffEntry.id)?.status).toBe("waiting");
  });
});
