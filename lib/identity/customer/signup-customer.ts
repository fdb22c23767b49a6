import "server-only";
import { customerWebhookData } from "@/lib/customers/customer-webhook-data";
import { emitWebhookEvent } from "@/lib/webhooks/emit-webhook-event";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { sendCustomerWelcomeEmail } from "@/lib/customers/portal-access/send-customer-welcome-email";
import { isUniqueViolation } from "@/lib/foundation/pg-errors";
import { and, eq, sql } from "drizzle-orm";
import { db, inWriteTransaction } from "@/db/client";
import { conversations, customers } from "@/db/schema";
import { hashPassword } from "@/lib/security/passwords";
import { guardAttempt, recordAttempt } from "@/lib/security/throttle";
import { DomainError } from "@/lib/foundation/domain-error";
import { portalAccountKey } from "./login-customer";
import type { CustomerSignupInput } from "./schemas";
import { createCustomerSession, sessionCustomerColumns, type SessionCustomer } from "./sessions";

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";

/**
 * Self sign-up on a business's portal: a new customer of THAT business (the same email may
 * be a customer of another business), with active portal access, their conversation with
 * the business, and a session. An email already on file in this business is refused and
 * never attached to: claiming an existing customer record goes through an invitation.
 */
export async function signupCustomer({
  businessId,
  input,
  ip,
  userAgent,
  now = new Date(),
}: {
  businessId: string;
  input: CustomerSignupInput;
  ip: string | null;
  userAgent: string | null;
  now?: Date;
}): Promise<{ customer: SessionCustomer; token: string }> {
  const attempt = { scope: "portal_signup" as const, accountKey: portalAccountKey(businessId, input.email), ip, now };
  await guardAttempt(attempt);

  // Hash before looking the email up, so both outcomes cost the same argon2 work.
  const passwordHash = await hashPassword(input.password);

  let customer: SessionCustomer | undefined;
  try {
    // The customer and its customer.created event commit together (the outbox, emit-webhook-event.ts).
    customer = await inWriteTransaction(async (tx) => {
      const [taken] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.businessId, businessId), sql`lower(${customers.email}) = ${input.email.toLowerCase()}`))
        .limit(1);
      if (taken) return undefined;
      const [created] = await tx
        .insert(customers)
        .values({
          businessId,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          passwordHash,
          portalAccessStatus: "active",
          status: "active",
          lastLogin: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ ...sessionCustomerColumns, locationId: customers.locationId });
      await tx.insert(conversations).values({ businessId, customerId: created.id, createdAt: now, updatedAt: now });
      await emitWebhookEvent({ businessId, type: "customer.created", data: { customer: customerWebhookData({ ...created, phone: created.phone ?? null }) } });
      return created;
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides, the loser is told as usual.
    if (!isUniqueViolation(error)) throw error;
  }

  if (!customer) {
    await recordAttempt(attempt, false);
    throw new DomainError("conflict", EMAIL_TAKEN_MESSAGE);
  }
  await recordAttempt(attempt, true);
  const { token } = await createCustomerSession({ businessId, customerId: customer.id, ip, userAgent, now });
  await writeAuditEntry(db, { businessId, actor: { type: "customer", id: customer.id }, action: "customer.portal_joined", target: { type: "customer", id: customer.id }, ip });
  await sendCustomerWelcomeEmail({ businessId, customerId: customer.id });
  return { customer, token };
}
