import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";

export type PlatformStats = { businesses: number; staff: number; customers: number; waitlist: number; pendingInvitations: number };

/** Headline counts for the superadmin dashboard. */
export async function platformStats(): Promise<PlatformStats> {
  const [row] = await db.execute<{ businesses: number; staff: number; customers: number; waitlist: number; pending: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM businesses) AS businesses,
      (SELECT count(*)::int FROM users WHERE user_type IS DISTINCT FROM 'superadmin') AS staff,
      (SELECT count(*)::int FROM customers) AS customers,
      (SELECT count(*)::int FROM waitlist_entries) AS waitlist,
      (SELECT count(*)::int FROM invitations WHERE accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()) AS pending
  `);
  return {
    businesses: Number(row.businesses),
    staff: Number(row.staff),
    customers: Number(row.customers),
    waitlist: Number(row.waitlist),
    pendingInvitations: Number(row.pending),
  };
}
