import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobSeriesAssignees } from "@/db/schema";

/** Sets a series' assignees in order (the first is the visits' assignee). */
export async function replaceJobAssignees(db: DbOrTx, businessId: string, seriesId: string, memberIds: string[]) {
  await db.delete(jobSeriesAssignees).where(and(eq(jobSeriesAssignees.businessId, businessId), eq(jobSeriesAssignees.seriesId, seriesId)));
  const unique = [...new Set(memberIds)];
  if (unique.length > 0) {
    await db.insert(jobSeriesAssignees).values(unique.map((memberId, position) => ({ businessId, seriesId, memberId, position })));
  }
}
