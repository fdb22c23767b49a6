import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { customers } from "@/db/schema";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import { verifyPassword } from "@/lib/security/passwords";
import { guardAttempt, recordAttempt } from "@/lib/security/throttle";
import { normalizeEmail } from "@/lib/validation";
import { DomainError } from "@/lib/foundation/domain-error";
import type { CustomerLoginInput } from "./schemas";
import { createCustomerSession, sessionCustomerColumns, type SessionCustomer } from "./sessions";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

/** Throttling key of a portal account: emails are unique per business, not globally. */
export const portalAccountKey = (businessId: string, email: string) => `${businessId}:${normalizeEmail(email)}`;

/**
 * Signs a customer in to one business's portal. Only customers of that business whose portal
 * access is active and who have a password can sign in. Unknown email, wrong password and
 * inactive account give the same answer after the same argon2 work, so neither the message
 * nor the timing reveals whether the email is a customer of this business.
 */
export async function loginCustomer({
  businessId,
  input,
  ip,
  userAgent,
  now = new Date(),
}: {
  businessId: string;
  input: CustomerLoginInput;
  ip: string | null;
  userAgent: string | null;
  now?: Date;
}): Promise<{ customer: SessionCustomer; token: string }> {
  const attempt = { scope: "portal_login" as const, accountKey: portalAccountKey(businessId, input.email), ip, now };
  await guardAttempt(attempt);

  const [row] = await db
    .select({ customer: sessionCustomerColumns, passwordHash: customers.passwordHash })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), sql`lower(${customers.email}) = ${normalizeEmail(input.email)}`))
    .limit(1);

  const passwordOk = await verifyPassword(row?.passwordHash, input.password);
  if (!row || !passwordOk || row.customer.portalAccessStatus !== "active") {
    await recordAttempt(attempt, false);
    throw new DomainError("unauthenticated", INVALID_CREDENTIALS_MESSAGE);
  }

  await recordAttempt(attempt, true);
  await db
    .update(customers)
    .set({ lastLogin: now })
    .where(and(eq(customers.id, row.customer.id), eq(customers.businessId, businessId)));
  const { token } = await createCustomerSession({ businessId, customerId: row.customer.id, ip, userAgent, now });
  // Portal sign-ins show on the customer's activity timeline.
  await writeAuditEntry(db, { businessId, actor: { type: "customer", id: row.customer.id }, action: "customer.portal_signed_in", target: { type: "customer", id: row.customer.id }, ip });
  return { customer: row.customer, token };
}
