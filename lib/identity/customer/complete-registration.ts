import "server-only";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { sendCustomerWelcomeEmail } from "@/lib/customers/portal-access/send-customer-welcome-email";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import { hashPassword } from "@/lib/security/passwords";
import { guardAttempt, recordAttempt } from "@/lib/security/throttle";
import { hashToken } from "@/lib/security/tokens";
import { DomainError } from "@/lib/foundation/domain-error";
import { type CompleteRegistrationInput, INVITATION_MESSAGES } from "./schemas";
import { createCustomerSession, sessionCustomerColumns, type SessionCustomer } from "./sessions";
import { liveInvitationWhere } from "./verify-invitation";

/**
 * Spec §7 call 14: an invited customer sets their password. One conditional UPDATE both
 * checks and consumes the invitation, so a token works once even under concurrent use.
 * Registration ends signed in: a portal session starts at once (issue 37 — the spec sent
 * the customer to /login to type the password they had just chosen).
 */
export async function completeRegistration({
  businessId,
  input,
  ip,
  userAgent = null,
  now = new Date(),
}: {
  businessId: string;
  input: CompleteRegistrationInput;
  ip: string | null;
  userAgent?: string | null;
  now?: Date;
}): Promise<{ customer: SessionCustomer; token: string }> {
  const attempt = {
    scope: "portal_complete_registration" as const,
    accountKey: `${businessId}:${hashToken(input.token)}`,
    ip,
    now,
  };
  await guardAttempt(attempt);

  const passwordHash = await hashPassword(input.password);
  const [registered] = await db
    .update(customers)
    .set({
      passwordHash,
      portalAccessStatus: "active",
      invitationTokenHash: null,
      invitationExpiresAt: null,
      updatedAt: now,
      lastLogin: now,
    })
    .where(liveInvitationWhere({ businessId, token: input.token, now }))
    .returning(sessionCustomerColumns);
  await recordAttempt(attempt, Boolean(registered));
  if (!registered) throw new DomainError("invalid", INVITATION_MESSAGES.invalid);
  // The UPDATE above consumed the invitation: this runs once per customer who joins.
  await writeAuditEntry(db, { businessId, actor: { type: "customer", id: registered.id }, action: "customer.portal_joined", target: { type: "customer", id: registered.id }, ip });
  await sendCustomerWelcomeEmail({ businessId, customerId: registered.id });
  const { token } = await createCustomerSession({ businessId, customerId: registered.id, ip, userAgent, now });
  return { customer: registered, token };
}
