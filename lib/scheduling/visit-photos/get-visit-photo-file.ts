import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";
import { isUuid } from "@/lib/foundation/is-uuid";
import type { BusinessScope } from "@/lib/foundation/scope";
import type { CustomerFile } from "@/lib/files/get-customer-file";

/**
 * A stored file that documents a visit of the staff member's business (a job photo). Null for
 * anything else — a message attachment, another business's photo — and the route answers 404.
 */
export async function getVisitPhotoFile(scope: BusinessScope, fileId: string): Promise<CustomerFile | null> {
  if (!isUuid(fileId)) return null;
  const rows = await db.execute<{ id: string; storage_key: string; name: string; mime_type: string; size: number | string }>(sql`
    select f.id, f.storage_key, f.name, f.mime_type, f.size
    from files f
    where f.id = ${fileId}::uuid and f.business_id = ${scope.businessId}::uuid
      and exists (select 1 from job_photos p where p.business_id = f.business_id and p.file_id = f.id)
    limit 1`);
  const row = rows[0];
  return row ? { id: row.id, storageKey: row.storage_key, name: row.name, mimeType: row.mime_type, size: Number(row.size) } : null;
}
