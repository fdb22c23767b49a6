import "server-only";
import { sql } from "drizzle-orm";
import type { BusinessScope } from "@/lib/foundation/scope";
import { findReadableFile, type StoredFile } from "./find-readable-file";

/**
 * A stored file the inbox may show: an attachment of any message of the business, or a
 * file its staff uploaded for a reply not yet sent. Null otherwise — another business's
 * file, a customer's unsent upload, a job photo — and the route answers 404.
 */
export function getBusinessMessageFile(scope: BusinessScope, fileId: string): Promise<StoredFile | null> {
  return findReadableFile(
    scope.businessId,
    fileId,
    sql`f.uploaded_by_type = 'staff'
        or exists (select 1 from message_attachments a where a.business_id = f.business_id and a.file_id = f.id)`,
  );
}
