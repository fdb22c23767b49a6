import "server-only";
import { and, count, eq } from "drizzle-orm";
import { db } from "@/db/client";
import { jobPhotos } from "@/db/schema";
import { DomainError } from "@/lib/foundation/domain-error";
import { isUuid } from "@/lib/foundation/is-uuid";
import { FileRejectedError, classifyFile } from "@/lib/files/file-rules";
import { saveFile } from "@/lib/files/save-file";
import { isStorageFull } from "@/lib/files/storage/storage-errors";
import { getStorage } from "@/lib/files/storage/storage";
import { loadVisitForUpdate } from "../jobs/load-job-series";
import { assertMayWorkVisit, type VisitActor } from "../visits/visit-actor";
import { MAX_PHOTOS_PER_VISIT, VISIT_PHOTO_MESSAGES, staffVisitPhotoUrl, type VisitPhotoKind, type VisitPhotoView } from "./visit-photo-rules";

/** A closed visit (skipped, cancelled) documents nothing; a completed one may still get its after photos. */
const OPEN_FOR_PHOTOS = new Set(["scheduled", "in_progress", "completed"]);

export type VisitPhotoUpload = { visitId: string; kind: VisitPhotoKind; name: string; bytes: Uint8Array };

/** The storage module's rules (content sniffed, 10 MB), and of what they accept only images. */
async function assertIsImage(upload: VisitPhotoUpload): Promise<void> {
  let mimeType: string;
  try {
    ({ mimeType } = await classifyFile(upload.name, upload.bytes));
  } catch (error) {
    if (error instanceof FileRejectedError) throw new DomainError(error.code === "file_too_large" ? "too_large" : "invalid", error.message, { field: "photo" });
    throw error;
  }
  if (!mimeType.startsWith("image/")) throw new DomainError("invalid", VISIT_PHOTO_MESSAGES.notImage(upload.name), { field: "photo" });
}

/**
 * Stores a before/after photo of a visit through the storage module (lib/files: type from the
 * content, 10 MB) and links it to the visit in the same transaction as the visit's row lock.
 * The visit is checked first (a foreign one is "not found" whatever the file), then only
 * images are accepted. The crew works their own visits; schedulers any of the business's.
 * The customer then sees it in Service History (customerJobsQuery) and may read the file
 * (getCustomerFile: a photo of one of their jobs).
 */
export async function addVisitPhoto(actor: VisitActor & { userId: string }, upload: VisitPhotoUpload): Promise<VisitPhotoView> {
  if (!isUuid(upload.visitId)) throw new DomainError("not_found", "Visit not found");
  let storedKey: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const visit = await loadVisitForUpdate(tx, actor, upload.visitId);
      assertMayWorkVisit(actor, visit);
      if (!OPEN_FOR_PHOTOS.has(visit.status)) throw new DomainError("conflict", VISIT_PHOTO_MESSAGES.closed);
      await assertIsImage(upload);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(jobPhotos)
        .where(and(eq(jobPhotos.businessId, actor.businessId), eq(jobPhotos.jobId, visit.id)));
      if (n >= MAX_PHOTOS_PER_VISIT) throw new DomainError("conflict", VISIT_PHOTO_MESSAGES.tooMany);
      const file = await saveFile(actor, { name: upload.name, bytes: upload.bytes, uploadedBy: { type: "staff", id: actor.userId } }, { db: tx });
      storedKey = file.storageKey;
      const [photo] = await tx
        .insert(jobPhotos)
        .values({ businessId: actor.businessId, jobId: visit.id, fileId: file.id, kind: upload.kind })
        .returning({ id: jobPhotos.id });
      return { id: photo.id, kind: upload.kind, url: staffVisitPhotoUrl(file.id) };
    });
  } catch (error) {
    // The rows rolled back: nothing can reach the object any more, so it goes too.
    if (storedKey) await getStorage().deleteObject(storedKey).catch(() => {});
    // A full disk is no bug of ours: 507, nothing stored (issue 44 item 5).
    if (isStorageFull(error)) throw new DomainError("insufficient_storage", VISIT_PHOTO_MESSAGES.failed);
    throw error;
  }
}
