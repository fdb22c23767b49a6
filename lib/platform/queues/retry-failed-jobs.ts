import "server-only";
import PgBoss from "pg-boss";
import { db as defaultDb, sql as defaultSql, type Db } from "@/db/client";
import { writeAuditEntry } from "@/lib/audit/write-audit-entry";
import type { OperatorActor } from "@/lib/platform/businesses/set-business-suspension";

/** At most this many failed jobs are re-queued per click; the button stays while more remain. */
export const RETRY_BATCH = 1000;

type Sql = typeof defaultSql;

/**
 * pg-boss's own API on our pool: an instance that is never started (no supervisor, no
 * schedule, no pool of its own), whose commands run through postgres.js. pg-boss only needs
 * `executeSql(text, values) → { rows }` from a database.
 */
function bossOn(sql: Sql): { boss: PgBoss; db: { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> } } {
  const adapter = {
    executeSql: async (text: string, values: unknown[] = []) => ({ rows: [...(await sql.unsafe(text, values as never[]))] }),
  };
  return { boss: new PgBoss({ db: adapter }), db: adapter };
}

/**
 * Superadmin dashboard → background queues → Retry: the queue's failed jobs go back to
 * 'retry' (pg-boss `retry`, which also grants each one more attempt), so the worker runs them
 * again. Audited as a platform action when anything was re-queued. No pg-boss schema yet, or
 * nothing failed: nothing changes.
 */
export async function retryFailedJobs(
  queue: string,
  actor: OperatorActor,
  conn: { sql: Sql; db: Db } = { sql: defaultSql, db: defaultDb },
): Promise<{ retried: number }> {
  const [present] = await conn.sql`select to_regclass('pgboss.job') is not null as present`;
  if (!present?.present) return { retried: 0 };
  const failed = await conn.sql<{ id: string }[]>`
    select id from pgboss.job where name = ${queue} and state = 'failed' order by created_on limit ${RETRY_BATCH}`;
  if (failed.length === 0) return { retried: 0 };
  const { boss, db } = bossOn(conn.sql);
  // pg-boss 10 answers { jobs, requested, affected } although its types say void.
  const result = (await boss.retry(queue, failed.map((row) => row.id), { db })) as unknown as { affected?: number } | undefined;
  const retried = Number(result?.affected ?? 0);
  if (retried > 0) {
    await writeAuditEntry(conn.db, {
      actor: { type: "superadmin", id: actor.userId },
      action: "platform.queue_retried",
      target: { type: "queue" },
      meta: { queue, retried },
      ip: actor.ip,
    });
  }
  return { retried };
}
