import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { auditLog, businesses, users } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { stripeConnectionOf, type StripeConnection } from "@/lib/money/stripe/stripe-connection";

export type DomainStatus = "none" | "pending" | "verified";

export type PlatformBusinessDetail = {
  id: string;
  companyName: string;
  portalSubdomain: string;
  customDomain: string | null;
  domainStatus: DomainStatus;
  portalEnabled: boolean;
  suspendedAt: Date | null;
  /** Read as the business's own Settings → Payments reads it (stripe-connection.ts). */
  stripeConnection: StripeConnection;
  stripeAccountId: string | null;
  owner: { name: string; email: string } | null;
  staffCount: number;
  customerCount: number;
  visitCount: number;
  lastActivityAt: Date | null;
  createdAt: Date;
};

export type BusinessAuditRow = {
  id: string;
  action: string;
  actorType: string;
  actorEmail: string | null;
  meta: unknown;
  createdAt: Date;
};

/**
 * What the operator needs to support one business. Last activity is the newest of its
 * customers' portal sessions, messages, visits, invoices and audit rows.
 */
export async function getPlatformBusiness(businessId: string): Promise<PlatformBusinessDetail> {
  const [row] = await db
    .select({
      id: businesses.id,
      companyName: businesses.companyName,
      portalSubdomain: businesses.portalSubdomain,
      customDomain: businesses.customDomain,
      customDomainVerifiedAt: businesses.customDomainVerifiedAt,
      portalEnabled: businesses.portalEnabled,
      suspendedAt: businesses.suspendedAt,
      paymentProvider: businesses.paymentProvider,
      stripeAccountId: businesses.stripeAccountId,
      ownerFirst: users.firstName,
      ownerLast: users.lastName,
      ownerEmail: users.email,
      createdAt: businesses.createdAt,
      staffCount: sql<number>`(select count(*)::int from business_members m where m.business_id = ${businesses.id} and m.active)`,
      customerCount: sql<number>`(select count(*)::int from customers c where c.business_id = ${businesses.id})`,
      visitCount: sql<number>`(select count(*)::int from jobs j where j.business_id = ${businesses.id})`,
      lastActivityAt: sql<string | null>`greatest(
        (select max(last_activity_at) from customer_sessions where business_id = ${businesses.id}),
        (select max(created_at) from messages where business_id = ${businesses.id}),
        (select max(updated_at) from jobs where business_id = ${businesses.id}),
        (select max(created_at) from invoices where business_id = ${businesses.id}),
        (select max(created_at) from audit_log where business_id = ${businesses.id})
      )`,
    })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerUserId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw new DomainError("not_found", "Business not found");
  return {
    id: row.id,
    companyName: row.companyName,
    portalSubdomain: row.portalSubdomain,
    customDomain: row.customDomain,
    domainStatus: !row.customDomain ? "none" : row.customDomainVerifiedAt ? "verified" : "pending",
    portalEnabled: row.portalEnabled,
    suspendedAt: row.suspendedAt,
    stripeConnection: stripeConnectionOf(row),
    stripeAccountId: row.stripeAccountId,
    owner: row.ownerEmail ? { name: `${row.ownerFirst ?? ""} ${row.ownerLast ?? ""}`.trim(), email: row.ownerEmail } : null,
    staffCount: Number(row.staffCount),
    customerCount: Number(row.customerCount),
    visitCount: Number(row.visitCount),
    lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt) : null,
    createdAt: row.createdAt,
  };
}

/** The business's audit log, newest first, with the acting user's email when there is one. */
export async function listBusinessAuditLog(businessId: string, limit = 50): Promise<BusinessAuditRow[]> {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorType: auditLog.actorType,
      actorEmail: users.email,
      meta: auditLog.meta,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(eq(auditLog.businessId, businessId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
