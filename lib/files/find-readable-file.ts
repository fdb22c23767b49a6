import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { db } from "@/db/client";
import { isUuid } from "@/lib/foundation/is-uuid";

/** A stored file as the routes serve it. */
export type StoredFile = { id: string; storageKey: string; name: string; mimeType: string; size: number };

/**
 * One file of the business that `mayRead` (a condition on the file as `f`) lets the reader
 * see, or null — another business's file, one the condition refuses, or a malformed id alike,
 * so the routes answer 404 without saying whether the file exists.
 */
export async function findReadableFile(businessId: string, fileId: string, mayRead: SQL): Promise<StoredFile | null> {
  if (!isUuid(fileId)) return null;
  const rows = await db.execute<{ id: string; storage_key: string; name: string; mime_type: string; size: number | string }>(sql`
    select f.id, f.storage_key, f.name, f.mime_type, f.size
    from files f
    where f.id = ${fileId}::uuid and f.business_id = ${businessId}::uuid and (${mayRead})
    limit 1`);
  const row = rows[0];
  return row ? { id: row.id, storageKey: row.storage_key, name: row.name, mimeType: row.mime_type, size: Number(row.size) } : null;
}
