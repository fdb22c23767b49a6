import "server-only";
import { sql } from "drizzle-orm";
import { findReadableFile, type StoredFile } from "@/lib/files/find-readable-file";
import type { BusinessScope } from "@/lib/foundation/scope";

/**
 * A stored file that documents a visit of the staff member's business (a job photo). Null for
 * anything else — a message attachment, another business's photo — and the route answers 404.
 */
export function getVisitPhotoFile(scope: BusinessScope, fileId: string): Promise<StoredFile | null> {
  return findReadableFile(scope.businessId, fileId, sql`exists (select 1 from job_photos p where p.business_id = f.business_id and p.file_id = f.id)`);
}
