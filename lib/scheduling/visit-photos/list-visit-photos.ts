import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "@/db/client";
import { jobPhotos } from "@/db/schema";
import type { BusinessScope } from "@/lib/foundation/scope";
import { staffVisitPhotoUrl, type VisitPhotoKind, type VisitPhotoView } from "./visit-photo-rules";

/** The photos of some of the business's visits, by visit id, oldest first: one query for a whole day. */
export async function listVisitPhotos(scope: BusinessScope, visitIds: string[]): Promise<Map<string, VisitPhotoView[]>> {
  const byVisit = new Map<string, VisitPhotoView[]>();
  if (visitIds.length === 0) return byVisit;
  const rows = await db
    .select({ id: jobPhotos.id, visitId: jobPhotos.jobId, kind: jobPhotos.kind, fileId: jobPhotos.fileId })
    .from(jobPhotos)
    .where(and(eq(jobPhotos.businessId, scope.businessId), inArray(jobPhotos.jobId, visitIds)))
    .orderBy(asc(jobPhotos.createdAt), asc(jobPhotos.id));
  for (const row of rows) {
    const list = byVisit.get(row.visitId) ?? [];
    list.push({ id: row.id, kind: row.kind as VisitPhotoKind, url: staffVisitPhotoUrl(row.fileId) });
    byVisit.set(row.visitId, list);
  }
  return byVisit;
}
