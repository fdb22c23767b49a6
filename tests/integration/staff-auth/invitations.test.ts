import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { businessMembers, emailOutbox, invitations, users } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { staffContextFor } from "@/lib/identity/staff/staff-context";
import { hashToken } from "@/lib/security/tokens";
import { acceptEmployeeInvitation } from "@/lib/employees/accept-employee-invitation";
import { inviteEmployee } from "@/lib/employees/invite-employee";
import { revokeInvitation } from "@/lib/employees/revoke-invitation";
import { createBusiness, createUser, uniqueEmail } from "./fixtures";

async function ownerContext() {
  const owner = await createUser({ userType: "business_owner", firstName: "Owen" });
  await createBusiness(owner.id);
  return (await staffContextFor(owner.id))!;
}

async function tokenFromEmail(to: string): Promise<string> {
  const rows = await db.select({ text: emailOutbox.text }).from(emailOutbox).where(eq(sql`lower(${emailOutbox.toAddress})`, to)).orderBy(sql`${emailOutbox.createdAt} desc`).limit(1);
  // On the staff host (app.), where the new employee then works signed in — never the apex.
  const token = /http:\/\/app\.localhost:3000\/invite\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? "")?.[1];
  if (!token) throw new Error("no invitation link in the email");
  return token;
}

const accept = (token: string, now?: Date) =>
  acceptEmployeeInvitation({ token, firstName: "Ivy", lastName: "Vine", password: "Welcome!2024" }, now);

describe("employee invitations", () => {
  it("stores only the token's hash, emails the link, and the link makes an employee with the role once", async () => {
    const actor = await ownerContext();
    const email = uniqueEmail("invitee");
    const { invitationId, emailSent } = await inviteEmployee(actor, { email, role: "customer_service" });
    expect(emailSent).toBe(true);
    const token = await tokenFromEmail(email);
    expect(token).toHaveLength(43);
    const [row] = await db.select().from(invitations).where(eq(invitations.id, invitationId));
    expect(row).toMatchObject({ businessId: actor.businessId, kind: "employee", roleTemplate: "customer_service", tokenHash: hashToken(token) });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    expect(await accept(token)).toEqual({ email, businessId: actor.businessId });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user.userType).toBe("employee");
    expect((await staffContextFor(user.id))?.permissions).toEqual(["view_messages", "send_messages", "view_jobs"]);

    await expect(accept(token)).rejects.toThrow(DomainError);
    expect(await db.$count(users, eq(users.email, email))).toBe(1);
  });

  it("refuses an expired invitation", async () => {
    const actor = await ownerContext();
    const email = uniqueEmail("late");
    await inviteEmployee(actor, { email, role: "default" });
    const token = await tokenFromEmail(email);
    const eightDaysLater = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    await expect(accept(token, eightDaysLater)).rejects.toMatchObject({ status: 404, message: "This invitation link is invalid or has expired." });
  });

  it("lets only one of two simultaneous acceptances through", async () => {
    const actor = await ownerContext();
    const email = uniqueEmail("race");
    await inviteEmployee(actor, { email, role: "default" });
    const token = await tokenFromEmail(email);
    const results = await Promise.allSettled([accept(token), accept(token)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const members = await db
      .select()
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(and(eq(businessMembers.businessId, actor.businessId), eq(users.email, email)));
    expect(members).toHaveLength(1);
  });

  it("revokes the older link when someone is invited again, and a revoked link is dead", async () => {
    const actor = await ownerContext();
    const email = uniqueEmail("twice");
    const first = await inviteEmployee(actor, { email, role: "default" });
    const firstToken = await tokenFromEmail(email);
    await inviteEmployee(actor, { email, role: "manager" });
    const secondToken = await tokenFromEmail(email);
    expect(secondToken).not.toBe(firstToken);
    await expect(accept(firstToken)).rejects.toThrow(DomainError);
    const [old] = await db.select().from(invitations).where(eq(invitations.id, first.invitationId));
    expect(old.revokedAt).not.toBeNull();

    const pending = await db.select().from(invitations).where(and(eq(invitations.email, email), sql`${invitations.revokedAt} IS NULL`));
    await revokeInvitation(actor, { invitationId: pending[0].id });
    await expect(accept(secondToken)).rejects.toThrow(DomainError);
  });

  it("never lets one business touch another's invitations, and refuses an existing team member", async () => {
    const mine = await ownerContext();
    const theirs = await ownerContext();
    const { invitationId } = await inviteEmployee(theirs, { email: uniqueEmail("theirs"), role: "default" });
    await expect(revokeInvitation(mine, { invitationId })).rejects.toMatchObject({ status: 404 });
    await expect(inviteEmployee(mine, { email: mine.email.toUpperCase(), role: "default" })).rejects.toMatchObject({ status: 409 });
  });
});
