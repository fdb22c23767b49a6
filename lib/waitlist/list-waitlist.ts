import "server-only";
import { desc, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { waitlistEntries } from "@/db/schema";

export type WaitlistStatus = "waiting" | "invited" | "joined";

/**
 * Waitlist sign-ups, newest first (superadmin only; callers check), each with where it
 * stands: waiting, invited (an invitation was sent) or joined (a waitlist invitation for
 * that email was used to sign up).
 */
export async function listWaitlist() {
  const rows = await db
    .select({
      id: waitlistEntries.id,
      name: waitlistEntries.name,
      email: waitlistEntries.email,
      businessName: waitlistEntries.businessName,
      industry: waitlistEntries.industry,
      customerCount: waitlistEntries.customerCount,
      invitedAt: waitlistEntries.invitedAt,
      joinedAt: sql<string | null>`(
        select max(i.accepted_at) from invitations i
        where i.kind = 'business' and lower(i.email) = lower(${waitlistEntries.email})
      )`,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .orderBy(desc(waitlistEntries.createdAt))
    .limit(500);
  return rows.map((row) => {
    const joinedAt = row.joinedAt ? new Date(row.joinedAt) : null;
    const status: WaitlistStatus = joinedAt ? "joined" : row.invitedAt ? "invited" : "waiting";
    return { ...row, joinedAt, status };
  });
}
