import "server-only";
import { sql } from "drizzle-orm";
import type { CustomerScope } from "@/lib/foundation/scope";
import { findReadableFile, type StoredFile } from "./find-readable-file";

export type CustomerFile = StoredFile;

/**
 * A stored file the customer may read: their own upload, an attachment of a message in
 * their conversation, or a photo of one of their jobs — all inside their business. Null
 * otherwise (the route answers 404 without saying whether the file exists).
 */
export function getCustomerFile(scope: CustomerScope, fileId: string): Promise<CustomerFile | null> {
  return findReadableFile(
    scope.businessId,
    fileId,
    sql`(f.uploaded_by_type = 'customer' and f.uploaded_by_id = ${scope.customerId}::uuid)
        or exists (
          select 1 from message_attachments a
          join messages m on m.id = a.message_id and m.business_id = a.business_id
          join conversations c on c.id = m.conversation_id and c.business_id = m.business_id
          where a.business_id = f.business_id and a.file_id = f.id and c.customer_id = ${scope.customerId}::uuid
        )
        or exists (
          select 1 from job_photos p
          join jobs j on j.id = p.job_id and j.business_id = p.business_id
          where p.business_id = f.business_id and p.file_id = f.id and j.customer_id = ${scope.customerId}::uuid
        )`,
  );
}
