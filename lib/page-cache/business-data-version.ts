import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/db/client";

/**
 * What a business's pages were rendered from, as one value: its own data version and the
 * platform's (both raised by the database on every write, migration 0029), e.g. "12.3".
 * Null for a business without a counter (then nothing of it is cached).
 */
export async function readBusinessDataVersion(businessId: string): Promise<string | null> {
  const rows = await db.execute<{ business: string | number; platform: string | number }>(sql`
    SELECT b.version AS business, coalesce((SELECT p.version FROM platform_data_version p), 0) AS platform
    FROM business_data_versions b WHERE b.business_id = ${businessId}`);
  const [row] = [...rows];
  return row ? `${row.business}.${row.platform}` : null;
}
