import "server-only";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { DomainError } from "@/lib/foundation/domain-error";

/**
 * Keyset pages ordered newest first by (created_at, id). The cursor keeps created_at as Postgres
 * prints it (microseconds): an ISO string rounds to milliseconds, which repeats or skips rows
 * created within the same millisecond as a page's last row.
 */
export const cursorAtOf = (createdAt: AnyColumn) => sql<string>`${createdAt}::text`;

/** Rows after the cursor position [createdAt text, id] in newest-first order. */
export function olderThan(createdAt: AnyColumn, id: AnyColumn, after: [string, string]): SQL {
  const [at, afterId] = after;
  if (Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(afterId)) throw new DomainError("invalid", "cursor is not valid");
  return sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${afterId}::uuid)`;
}
