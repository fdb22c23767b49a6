import "server-only";
import { sql } from "drizzle-orm";
import { db, type DbOrTx } from "@/db/client";
import { readPlatformSettings } from "./platform-settings";

export type QueueHealth = {
  name: string;
  queued: number;
  active: number;
  failed: number;
  oldestQueuedAt: Date | null;
  /** How long the oldest waiting job has waited, in whole seconds (null: nothing waits). */
  oldestQueuedAgeSeconds: number | null;
};

export type PlatformHealth = {
  businesses: number;
  suspendedBusinesses: number;
  /** Customers whose portal access is active. */
  activeCustomers: number;
  /** The email outbox over the last 7 days ("logged" counts as sent: without a provider that is delivery). */
  emailSent: number;
  emailFailed: number;
  emailQueued: number;
  /** Succeeded payments of every business over the last 30 days, by payment date. */
  paymentCount: number;
  paymentVolumeCents: number;
  /** The part of that volume paid by card (Stripe). */
  cardVolumeCents: number;
  /**
   * The platform's fees on those card payments: the platform fee setting (basis points) on each
   * card payment, rounded to the cent as create-invoice-checkout rounds the application fee.
   * Payments store no fee of their own, so this uses today's setting.
   */
  platformFeeCents: number;
  platformFeeBps: number;
  /** pg-boss queues; null when the worker has never created its schema on this database. */
  queues: QueueHealth[] | null;
};

const OUTBOX_WINDOW_DAYS = 7;
export const PAYMENTS_WINDOW_DAYS = 30;
/** payments.method values that are card payments (Stripe Checkout records "stripe"). */
const CARD_METHODS = sql`('card', 'stripe')`;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => result as Row[];

/** pg-boss (v10) keeps its jobs in pgboss.job: one row per job with its queue name and state. */
async function queueHealth(conn: DbOrTx, now: Date): Promise<QueueHealth[] | null> {
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
  return rows.map((row) => {
    const oldestQueuedAt = row.oldest ? new Date(row.oldest as string) : null;
    return {
      name: String(row.name),
      queued: Number(row.queued),
      active: Number(row.active),
      failed: Number(row.failed),
      oldestQueuedAt,
      oldestQueuedAgeSeconds: oldestQueuedAt ? Math.max(0, Math.floor((now.getTime() - oldestQueuedAt.getTime()) / 1000)) : null,
    };
  });
}

/** The platform's health for the superadmin dashboard (superadmin only; callers check). */
export async function platformHealth(conn: DbOrTx = db, now = new Date()): Promise<PlatformHealth> {
  const since = new Date(now.getTime() - OUTBOX_WINDOW_DAYS * 86_400_000).toISOString();
  const paymentsSince = new Date(now.getTime() - PAYMENTS_WINDOW_DAYS * 86_400_000).toISOString();
  const { platformFeeBps } = await readPlatformSettings(conn);
  const [row] = rowsOf(
    await conn.execute(sql`
      select
        (select count(*)::int from businesses) as businesses,
        (select count(*)::int from businesses where suspended_at is not null) as suspended,
        (select count(*)::int from customers where portal_access_status = 'active') as active_customers,
        (select count(*)::int from email_outbox where status in ('sent', 'logged') and created_at >= ${since}::timestamptz) as sent,
        (select count(*)::int from email_outbox where status = 'failed' and created_at >= ${since}::timestamptz) as failed,
        (select count(*)::int from email_outbox where status = 'queued' and created_at >= ${since}::timestamptz) as queued,
        p.payment_count, p.payment_volume, p.card_volume, p.platform_fee
      from (
        select count(*)::int as payment_count,
          coalesce(sum(amount_cents), 0)::bigint as payment_volume,
          coalesce(sum(amount_cents) filter (where method in ${CARD_METHODS}), 0)::bigint as card_volume,
          coalesce(sum(round(amount_cents::numeric * ${platformFeeBps}::int / 10000)) filter (where method in ${CARD_METHODS}), 0)::bigint as platform_fee
        from payments
        where status = 'succeeded' and coalesce(paid_at, created_at) >= ${paymentsSince}::timestamptz and coalesce(paid_at, created_at) <= ${now.toISOString()}::timestamptz
      ) p
    `),
  );
  return {
    businesses: Number(row.businesses),
    suspendedBusinesses: Number(row.suspended),
    activeCustomers: Number(row.active_customers),
    emailSent: Number(row.sent),
    emailFailed: Number(row.failed),
    emailQueued: Number(row.queued),
    paymentCount: Number(row.payment_count),
    paymentVolumeCents: Number(row.payment_volume),
    cardVolumeCents: Number(row.card_volume),
    platformFeeCents: Number(row.platform_fee),
    platformFeeBps,
    queues: await queueHealth(conn, now),
  };
}
