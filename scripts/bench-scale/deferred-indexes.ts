/**
 * bench:scale loads ~118 M rows at full size. Keeping every secondary index up to date row by
 * row (random UUIDs, a 128 MB buffer pool) is what made the load slow down as the tables grew
 * (32,000 rows/s at 100 businesses, 25,000 at 300). Postgres builds an index from sorted input
 * far faster than it maintains one, so the indexes that no constraint needs are dropped before
 * COPY and built again afterwards, from their own definitions (`pg_get_indexdef`), which leaves
 * the schema exactly as the migrations made it. Constraint indexes (primary keys, unique keys a
 * foreign key points at) stay: dropping them would mean dropping the constraints too.
 */
import type postgres from "postgres";

export type DeferredIndex = { name: string; table: string; definition: string };

/** Indexes on `tables` that no constraint owns or points at. */
function secondaryIndexes(sql: postgres.Sql, tables: readonly string[]) {
  return sql<DeferredIndex[]>`
    select index_class.relname as name, table_class.relname as "table", pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class index_class on index_class.oid = i.indexrelid
    join pg_class table_class on table_class.oid = i.indrelid
    where table_class.relnamespace = 'public'::regnamespace
      and table_class.relname = any(${tables as string[]})
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by table_class.relname, index_class.relname`;
}

/** Only on a database of its own: other sessions would lose the indexes (and unique ones' guarantee) meanwhile. */
export async function dropSecondaryIndexes(sql: postgres.Sql, tables: readonly string[]): Promise<DeferredIndex[]> {
  const indexes = await secondaryIndexes(sql, tables);
  for (const index of indexes) await sql.unsafe(`drop index "${index.name}"`);
  return indexes;
}

/**
 * Builds the dropped indexes again, two at a time (one per core here), each session with room
 * to sort in memory; the biggest tables first so the two lanes finish close together.
 */
export async function rebuildIndexes(sql: postgres.Sql, indexes: DeferredIndex[], rowsByTable: Map<string, number>): Promise<void> {
  const queue = [...indexes].sort((a, b) => (rowsByTable.get(b.table) ?? 0) - (rowsByTable.get(a.table) ?? 0));
  const lane = async () => {
    const reserved = await sql.reserve();
    try {
      await reserved`set maintenance_work_mem = '1GB'`;
      for (let index = queue.shift(); index; index = queue.shift()) await reserved.unsafe(index.definition);
    } finally {
      reserved.release();
    }
  };
  await Promise.all([lane(), lane()]);
  // The schema must come out as the migrations made it: every definition back, none other.
  const tables = [...new Set(indexes.map((index) => index.table))];
  const rebuilt = new Set((await secondaryIndexes(sql, tables)).map((index) => index.definition));
  const missing = indexes.filter((index) => !rebuilt.has(index.definition));
  if (missing.length > 0 || rebuilt.size !== indexes.length) {
    throw new Error(`bench:scale: the secondary indexes did not come back as they were (missing: ${missing.map((i) => i.name).join(", ") || "none"})`);
  }
}
