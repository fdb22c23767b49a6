import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { customerSessions, portalPreviewGrants } from "@/db/schema";

/**
 * Ends the portal previews a staff member opened, with the unused links to open one. A
 * preview is the staff member's session seen through a customer's eyes, so it must not
 * outlive theirs (issue 42's red team: it survived the staff member's sign-out). Called
 * wherever staff sessions end (lib/identity/staff/session-version.ts).
 */
export async function endStaffPreviews(tx: Tx, staffUserId: string): Promise<void> {
  await tx.delete(customerSessions).where(and(eq(customerSessions.isPreview, true), eq(customerSessions.previewByUserId, staffUserId)));
  await tx.delete(portalPreviewGrants).where(and(eq(portalPreviewGrants.staffUserId, staffUserId), isNull(portalPreviewGrants.usedAt)));
}
