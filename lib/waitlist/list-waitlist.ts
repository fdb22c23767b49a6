import "server-only";
import { desc, sql } from "drizzle-orm";
import { db } from "@/db/client";
import { waitlistEntries } from "@/db/schema";

export type WaitlistStatus = "waiting" | "invited" | "joined";

/**
 * Waitlist sign-ups, newest first (superadmin only; callers check), each with where it
 * stands: waiting, invited (an invitation was sent) or joined — a waitlist invitation for that
 * email was used, or that email (in any case) signed up as a business owner some other way,
 * e.g. while sign-ups were open.
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
      // Qualified by hand: drizzle writes a one-table select's columns bare, and a bare "email"
      // inside these subqueries would be the invitation's or the user's own.
      joinedAt: sql<string | null>`coalesce(
        (select max(i.accepted_at) from invitations i
         where i.kind = 'business' and lower(i.email) = lower(waitlist_entries.email)),
        (select min(b.created_at) from users u join businesses b on b.owner_user_id = u.id
         where lower(u.email) = lower(waitlist_entries.email))
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
