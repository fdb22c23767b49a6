import "server-only";
import { desc } from "drizzle-orm";
import { db } from "@/db/client";
import { waitlistEntries } from "@/db/schema";

/** Waitlist sign-ups, newest first (superadmin only; callers check). */
export async function listWaitlist() {
  return db
    .select({
      id: waitlistEntries.id,
      name: waitlistEntries.name,
      email: waitlistEntries.email,
      businessName: waitlistEntries.businessName,
      industry: waitlistEntries.industry,
      customerCount: waitlistEntries.customerCount,
      invitedAt: waitlistEntries.invitedAt,
      createdAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .orderBy(desc(waitlistEntries.createdAt))
    .limit(500);
}
