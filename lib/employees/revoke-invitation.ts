import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/db/client";
import { invitations } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import type { StaffContext } from "@/lib/identity/staff/staff-context";

/** Withdraws a pending employee invitation of the actor's business. */
export async function revokeInvitation(actor: StaffContext, input: { invitationId: string }, now = new Date()): Promise<void> {
  const revoked = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invitations.id, input.invitationId),
        eq(invitations.businessId, actor.businessId),
        eq(invitations.kind, "employee"),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });
  if (revoked.length === 0) throw new DomainError("not_found", "The requested resource was not found.");
}
