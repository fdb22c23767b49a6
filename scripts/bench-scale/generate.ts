/**
 * Writes bench:scale's data (rows.ts) into a migrated, empty database with COPY: one COPY
 * stream per table, each on its own connection with `session_replication_role = replica`
 * (no triggers and no foreign-key checks while loading — every reference is generated
 * consistent), all fed from one pass over the businesses. Afterwards the table the triggers
 * would have kept (`customer_activity_months`) is filled with one INSERT … SELECT, and every
 * table is analysed. The secondary indexes are dropped for the COPY and built afterwards
 * (deferred-indexes.ts). Works on a Postgres server and on PGlite served over the wire protocol.
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import type postgres from "postgres";
import { dropSecondaryIndexes, rebuildIndexes } from "./deferred-indexes";
import { businessRows, copyLine, customerRows, emptyRows, TABLES, type BusinessIds, type Row, type Rows, type TableName } from "./rows";

export type ScaleSizes = { businesses: number; customers: number; smallCustomers: number; calendarVisits: number };
export type Tenant = BusinessIds & { subdomain: string; customers: number };
export type GenerateResult = {
  large: Tenant;
  small: Tenant;
  /** A tenant whose customers are all weekly: `calendarVisits` visits in every week (issue 11). */
  calendar: Tenant;
  tables: Array<{ table: TableName; rows: number; seconds: number }>;
  copySeconds: number;
  /** Building the secondary indexes dropped for the COPY (`deferIndexes`); 0 without. */
  indexSeconds: number;
  indexes: number;
  derivedSeconds: number;
  analyzeSeconds: number;
};

const FLUSH_ROWS = 2_000;

export type GenerateOptions = {
  passwordHash: string;
  now?: Date;
  today?: (timeZone: string) => string;
  log?: (line: string) => void;
  /**
   * "copy" (default): every table streamed at once, each on its own connection. "insert": one
   * table after the other from memory with multi-row INSERTs (triggers off all the same) — for
   * tiny sizes on PGlite, whose wire-protocol server does not take COPY … FROM STDIN.
   */
  load?: "copy" | "insert";
  /**
   * Drop the secondary indexes for the COPY and build them afterwards (deferred-indexes.ts).
   * Only for a database the bench owns: the integration test loads into the shared one.
   */
  deferIndexes?: boolean;
};

type Sink = { rows: number; write: (rows: Row[]) => Promise<void>; end: () => Promise<void> };

/** A COPY … FROM STDIN stream on its own connection, without triggers or FK checks. */
async function copyStream(sql: postgres.Sql, table: TableName): Promise<{ stream: Writable; release: () => void }> {
  const reserved = await sql.reserve();
  await reserved`set session_replication_role = replica`;
  const columns = TABLES[table].map((c) => `"${c}"`).join(", ");
  const stream = await reserved.unsafe(`copy "${table}" (${columns}) from stdin`).writable();
  return { stream, release: () => reserved.release() };
}

async function finish(stream: Writable) {
  const error = new Promise<never>((_, reject) => stream.once("error", reject));
  stream.end();
  await Promise.race([once(stream, "finish"), error]);
}

async function copySink(sql: postgres.Sql, table: TableName): Promise<Sink> {
  const { stream, release } = await copyStream(sql, table);
  let failure: Error | null = null;
  stream.on("error", (e: Error) => (failure = e));
  return {
    rows: 0,
    async write(rows) {
      if (failure) throw failure;
      if (!stream.write(rows.map(copyLine).join(""))) await once(stream, "drain");
    },
    async end() {
      if (failure) throw failure;
      await finish(stream);
      release();
    },
  };
}

function insertSink(sql: postgres.Sql, table: TableName): Sink {
  const buffered: Row[] = [];
  const columns = TABLES[table] as readonly string[];
  return {
    rows: 0,
    write: async (rows) => void buffered.push(...rows),
    async end() {
      await sql.begin(async (tx) => {
        await tx`set local session_replication_role = replica`;
        for (let i = 0; i < buffered.length; i += 500) {
          const objects = buffered.slice(i, i + 500).map((row) => Object.fromEntries(columns.map((c, k) => [c, row[k]])));
          await tx`insert into ${tx(table)} ${tx(objects as never, columns as never)}`;
        }
      });
    },
  };
}

export async function generateScaleData(sql: postgres.Sql, sizes: ScaleSizes, options: GenerateOptions): Promise<GenerateResult> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const started = performance.now();
  const names = Object.keys(TABLES) as TableName[];
  const streams = new Map<TableName, Sink>();
  const insert = options.load === "insert";
  const deferred = insert || !options.deferIndexes ? [] : await dropSecondaryIndexes(sql, names);
  for (const table of names) streams.set(table, insert ? insertSink(sql, table) : await copySink(sql, table));

  async function flush(rows: Rows, force: boolean) {
    for (const table of names) {
      const list = rows[table];
      if (list.length === 0 || (!force && list.length < FLUSH_ROWS)) continue;
      const sink = streams.get(table)!;
      sink.rows += list.length;
      await sink.write(list.splice(0, list.length));
    }
  }

  const today = options.today ?? ((zone: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(now));
  const rows = emptyRows();
  const businessIds: string[] = [];
  let lastFullFlush = performance.now();
  // Every stream gets data at least once a second: a backend idle inside COPY FROM STDIN does
  // not absorb the server's barriers, and any DROP DATABASE on the server would wait for it.
  const flushNow = async () => {
    const all = performance.now() - lastFullFlush > 1_000;
    await flush(rows, all);
    if (all) lastFullFlush = performance.now();
  };
  const tenants: Partial<Record<"large" | "small" | "calendar", Tenant>> = {};
  // The large tenant first, then the other full-size ones, then the small and the calendar tenant.
  const total = sizes.businesses + 2;
  for (let b = 0; b < total; b += 1) {
    const role = b === 0 ? "large" : b === total - 2 ? "small" : b === total - 1 ? "calendar" : null;
    const subdomain = role ? `scale-${role}` : `scale-${b}`;
    const customers = role === "small" ? sizes.smallCustomers : role === "calendar" ? sizes.calendarVisits : sizes.customers;
    const spec = { index: b, subdomain, customers, passwordHash: role ? options.passwordHash : null, today: "", now, allWeekly: role === "calendar" };
    const biz = businessRows(spec, rows);
    businessIds.push(biz.businessId);
    spec.today = today(biz.timeZone);
    for (let i = 0; i < customers; i += 1) {
      customerRows(spec, biz, i, rows);
      if (rows.jobs.length >= FLUSH_ROWS) await flushNow();
    }
    await flushNow();
    if (role) tenants[role] = { ...biz, subdomain, customers };
    if ((b + 1) % Math.max(1, Math.floor(total / 10)) === 0) log(`  ${b + 1}/${total} businesses written (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  await flush(rows, true);
  const tables: GenerateResult["tables"] = [];
  const close = async (table: TableName) => {
    const sink = streams.get(table)!;
    await sink.end();
    tables.push({ table, rows: sink.rows, seconds: (performance.now() - started) / 1000 });
  };
  if (insert) for (const table of names) await close(table);
  else await Promise.all(names.map(close));
  const copySeconds = (performance.now() - started) / 1000;
  const indexStarted = performance.now();
  if (deferred.length > 0) {
    log(`  COPY done (${copySeconds.toFixed(0)} s); building ${deferred.length} secondary indexes`);
    await rebuildIndexes(sql, deferred, new Map(tables.map((t) => [t.table, t.rows])));
  }
  const indexSeconds = (performance.now() - indexStarted) / 1000;

  const derivedStarted = performance.now();
  await fillActivityMonths(sql, businessIds);
  // Migration 0029's trigger gives each new business its data-version counter; rows loaded
  // without triggers get theirs here (without one a business's pages are never kept).
  await sql`insert into business_data_versions (business_id) select unnest(${businessIds}::uuid[]) on conflict do nothing`;
  const derivedSeconds = (performance.now() - derivedStarted) / 1000;
  const analyzeStarted = performance.now();
  await sql`analyze`;
  const analyzeSeconds = (performance.now() - analyzeStarted) / 1000;
  tables.sort((a, b) => names.indexOf(a.table) - names.indexOf(b.table));
  return { large: tenants.large!, small: tenants.small!, calendar: tenants.calendar!, tables, copySeconds, indexSeconds, indexes: deferred.length, derivedSeconds, analyzeSeconds };
}

/**
 * What migration 0020's triggers keep, for rows loaded without them: per customer and month,
 * issued invoices (by invoice date), completed visits and succeeded payments (by their month in
 * the business's zone), with `prev_billed` and `first_billed` — the same definitions as the
 * migration's backfill, in one statement, for the generated businesses only.
 */
export async function fillActivityMonths(sql: postgres.Sql, businessIds: string[]): Promise<void> {
  await sql`
    insert into customer_activity_months (business_id, customer_id, month, bills, invoiced_cents, visits, payments, paid_cents, prev_billed, first_billed)
    select business_id, customer_id, month, bills, invoiced, visits, payments, paid,
           coalesce((lag(month) over w) = (month - interval '1 month')::date and (lag(bills) over w) > 0, false),
           bills > 0 and month = min(month) filter (where bills > 0) over (partition by business_id, customer_id)
    from (
      select business_id, customer_id, month, sum(bills)::int as bills, sum(invoiced)::bigint as invoiced, sum(visits)::int as visits,
             sum(payments)::int as payments, sum(paid)::bigint as paid
      from (
        select business_id, customer_id, date_trunc('month', invoice_date)::date as month, 1 as bills, amount_cents as invoiced, 0 as visits, 0 as payments, 0::bigint as paid
        from invoices where status not in ('draft', 'void') and business_id = any(${businessIds}::uuid[])
        union all
        select j.business_id, j.customer_id, date_trunc('month', j.scheduled_date at time zone b.timezone)::date, 0, 0, 1, 0, 0
        from jobs j join businesses b on b.id = j.business_id where j.status = 'completed' and j.business_id = any(${businessIds}::uuid[])
        union all
        select p.business_id, i.customer_id, date_trunc('month', coalesce(p.paid_at, p.created_at) at time zone b.timezone)::date, 0, 0, 0, 1, p.amount_cents
        from payments p join invoices i on i.business_id = p.business_id and i.id = p.invoice_id join businesses b on b.id = p.business_id
        where p.status = 'succeeded' and p.business_id = any(${businessIds}::uuid[])
      ) source
      group by 1, 2, 3
    ) months
    window w as (partition by business_id, customer_id order by month)`;
}
