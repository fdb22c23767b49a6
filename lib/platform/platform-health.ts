import "server-only";
import { sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";

export type QueueHealth = { name: string; queued: number; active: number; failed: number; oldestQueuedAt: Date | null };

export type PlatformHealth = {
  businesses: number;
  suspendedBusinesses: number;
  /** Customers whose portal access is active. */
  activeCustomers: number;
  /** The email outbox over the last 7 days ("logged" counts as sent: without a provider that is delivery). */
  emailSent: number;
  emailFailed: number;
  emailQueued: number;
  /** pg-boss queues; null when the worker has never created its schema on this database. */
  queues: QueueHealth[] | null;
};

const OUTBOX_WINDOW_DAYS = 7;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => result as Row[];

/** pg-boss (v10) keeps its jobs in pgboss.job: one row per job with its queue name and state. */
async function queueHealth(conn: DbOrTx): Promise<QueueHealth[] | null> {
  const [exists] = rowsOf(await conn.execute(sql`select to_regclass('pgboss.job') is not null as present`));
  if (!exists?.present) return null;
  const rows = rowsOf(
    await conn.execute(sql`
      select name,
        count(*) filter (where state in ('created', 'retry'))::int as queued,
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state = 'failed')::int as failed,
        min(created_on) filter (where state in ('created', 'retry')) as oldest
      from pgboss.job
      group by name
      order by name
    `),
  );
  return rows.map((row) => ({
    name: String(row.name),
    queued: Number(row.queued),
    active: Number(row.active),
    failed: Number(row.failed),
    oldestQueuedAt: row.oldest ? new Date(row.oldest as string) : null,
  }));
}

/** The platform's health for the superadmin dashboard (superadmin only; callers check). */
export async function platformHealth(conn: DbOrTx = db, now = new Date()): Promise<PlatformHealth> {
  const since = new Date(now.getTime() - OUTBOX_WINDOW_DAYS * 86_400_000).toISOString();
  const [row] = rowsOf(
    await conn.execute(sql`
      select
        (select count(*)::int from businesses) as businesses,
        (select count(*)::int from businesses where suspended_at is not null) as suspended,
        (select count(*)::int from customers where portal_access_status = 'active') as active_customers,
        (select count(*)::int from email_outbox where status in ('sent', 'logged') and created_at >= ${since}::timestamptz) as sent,
        (select count(*)::int from email_outbox where status = 'failed' and created_at >= ${since}::timestamptz) as failed,
        (select count(*)::int from email_outbox where status = 'queued' and created_at >= ${since}::timestamptz) as queued
    `),
  );
  return {
    businesses: Number(row.businesses),
    suspendedBusinesses: Number(row.suspended),
    activeCustomers: Number(row.active_customers),
    emailSent: Number(row.sent),
    emailFailed: Number(row.failed),
    emailQueued: Number(row.queued),
    queues: await queueHealth(conn),
  };
}
