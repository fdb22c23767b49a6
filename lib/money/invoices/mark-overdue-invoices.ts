import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

// Any Drizzle Postgres instance or transaction (the worker has its own connection).
type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/**
 * Moves pending invoices whose due date has passed — in the business's own time zone — to
 * overdue. Returns how many changed. Idempotent: safe to run as often as the schedule likes.
 */
export async function markOverdueInvoices(db: AnyDb, now: Date = new Date()): Promise<number> {
  const result = await db.execute(sql`
    UPDATE invoices AS i
       SET status = 'overdue', updated_at = ${now.toISOString()}::timestamptz
      FROM businesses AS b
     WHERE b.id = i.business_id
       AND i.status = 'pending'
       AND i.due_date IS NOT NULL
       AND i.due_date < (${now.toISOString()}::timestamptz AT TIME ZONE b.timezone)::date
    RETURNING i.id`);
  return Array.isArray(result) ? result.length : ((result as { rowCount?: number }).rowCount ?? 0);
}
