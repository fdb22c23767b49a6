import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { commitWithoutWaitingForTheDisk } from "@/db/commit-without-waiting-for-the-disk";
import { customers, customerSessions } from "@/db/schema";
import { customerAccountColumns } from "@/lib/customers/customer-columns";
import type { PortalCustomer } from "@/lib/customers/customer-views";
import { generateToken, hashToken } from "@/lib/security/tokens";
import { sessionTokenSchema } from "./session-token";

/** Spec §4/§9 "Customer session": 24 h absolute age, 2 h inactivity. */
export const SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** A staff preview ("view portal as this customer") lasts at most 30 minutes. */
export const PREVIEW_SESSION_MAX_AGE_MS = 30 * 60 * 1000;

/** The customer a portal session belongs to (the fields portal pages and the API need). */
export type SessionCustomer = PortalCustomer & { businessId: string; portalAccessStatus: string };

export type SessionError =
  | { error: "invalid_format"; message: string }
  | { error: "invalid_session"; message: string };

export type ValidatedSession = {
  customer: SessionCustomer;
  session: {
    id: string;
    businessId: string;
    customerId: string;
    createdAt: Date;
    lastActivityAt: Date;
    /** A staff member's read-only preview (spec preview mode): every write refuses it. */
    isPreview: boolean;
  };
};

export const INVALID_SESSION_MESSAGE = "Invalid or expired session";

export const sessionCustomerColumns = {
  ...customerAccountColumns,
  businessId: customers.businessId,
  portalAccessStatus: customers.portalAccessStatus,
};

/** Starts a portal session. Only the token's hash is stored; the token goes to the client once. */
export async function createCustomerSession({
  businessId,
  customerId,
  ip,
  userAgent,
  now = new Date(),
  previewByUserId = null,
}: {
  businessId: string;
  customerId: string;
  ip?: string | null;
  userAgent?: string | null;
  now?: Date;
  /** Set only by the preview exchange (lib/customers/open-portal-preview.ts). */
  previewByUserId?: string | null;
}): Promise<{ token: string; sessionId: string }> {
  const token = generateToken();
  const [row] = await db.insert(customerSessions).values({
    businessId,
    customerId,
    isPreview: previewByUserId !== null,
    previewByUserId,
    tokenHash: hashToken(token),
    ip: ip ?? null,
    // Bounded so a hostile header cannot bloat the table.
    userAgent: userAgent ? userAgent.slice(0, 512) : null,
    createdAt: now,
    lastActivityAt: now,
  }).returning({ id: customerSessions.id });
  return { token, sessionId: row.id };
}

/**
 * Checks a token against spec §4: well-formed, known, bound to this business, younger than
 * 24 h and used within the last 2 h, for a customer whose portal access is still active.
 * A session that fails any rule after being found is deleted (a business mismatch too, since
 * a token presented to the wrong tenant may have leaked). Success refreshes last activity.
 */
export async function validateCustomerSession({
  token,
  businessId,
  now = new Date(),
}: {
  token: unknown;
  businessId: string;
  now?: Date;
}): Promise<ValidatedSession | SessionError> {
  const format = sessionTokenSchema.safeParse(token);
  if (!format.success) return { error: "invalid_format", message: format.error.issues[0]?.message ?? "Invalid session token format" };

  const [row] = await db
    .select({
      sessionId: customerSessions.id,
      sessionBusinessId: customerSessions.businessId,
      customerId: customerSessions.customerId,
      createdAt: customerSessions.createdAt,
      lastActivityAt: customerSessions.lastActivityAt,
      isPreview: customerSessions.isPreview,
      customer: sessionCustomerColumns,
    })
    .from(customerSessions)
    .innerJoin(
      customers,
      and(eq(customers.id, customerSessions.customerId), eq(customers.businessId, customerSessions.businessId)),
    )
    .where(eq(customerSessions.tokenHash, hashToken(format.data)))
    .limit(1);
  if (!row) return { error: "invalid_session", message: INVALID_SESSION_MESSAGE };

  const expired =
    now.getTime() - row.createdAt.getTime() > (row.isPreview ? PREVIEW_SESSION_MAX_AGE_MS : SESSION_MAX_AGE_MS) ||
    now.getTime() - row.lastActivityAt.getTime() > SESSION_IDLE_TIMEOUT_MS;
  // A preview shows the portal as the customer sees it whatever their portal access (staff
  // may check what an invited customer will find); a real session needs active access.
  const accessOk = row.isPreview || row.customer.portalAccessStatus === "active";
  if (row.sessionBusinessId !== businessId || expired || !accessOk) {
    await db.delete(customerSessions).where(eq(customerSessions.id, row.sessionId));
    return { error: "invalid_session", message: INVALID_SESSION_MESSAGE };
  }

  // Refresh activity (spec §4: each read does); the business predicate keeps the write inside
  // the tenant. Every portal page reads the session, so the refresh commits without waiting for
  // the disk: durably, each page waited for a WAL flush of a timestamp whose loss in a crash
  // only ends a session a moment early.
  await db.execute(sql`
    update ${customerSessions} set last_activity_at = ${now.toISOString()}::timestamptz
    from ${commitWithoutWaitingForTheDisk}
    where ${customerSessions.id} = ${row.sessionId}::uuid and ${customerSessions.businessId} = ${businessId}::uuid`);

  return {
    customer: row.customer,
    session: {
      id: row.sessionId,
      businessId: row.sessionBusinessId,
      customerId: row.customerId,
      createdAt: row.createdAt,
      lastActivityAt: now,
      isPreview: row.isPreview,
    },
  };
}

/**
 * Ends a session (logout). Unknown or malformed tokens are a no-op; returns whether one was
 * deleted. With a businessId only that business's session can be ended.
 */
export async function deleteCustomerSession({ token, businessId }: { token: unknown; businessId?: string }): Promise<boolean> {
  const format = sessionTokenSchema.safeParse(token);
  if (!format.success) return false;
  const byToken = eq(customerSessions.tokenHash, hashToken(format.data));
  const deleted = await db
    .delete(customerSessions)
    .where(businessId ? and(byToken, eq(customerSessions.businessId, businessId)) : byToken)
    .returning({ id: customerSessions.id });
  return deleted.length > 0;
}

/** Housekeeping: removes sessions past their absolute age (a worker may call it). */
export async function deleteExpiredCustomerSessions({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - SESSION_MAX_AGE_MS);
  const deleted = await db
    .delete(customerSessions)
    .where(lt(customerSessions.createdAt, cutoff))
    .returning({ id: customerSessions.id });
  return deleted.length;
}
