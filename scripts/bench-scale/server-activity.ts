import type postgres from "postgres";

/**
 * What the Postgres server did in the background while a route was timed: checkpoints and the
 * buffers they wrote, and the WAL flushes every committed write waits for. The twelfth session's
 * full-size run measured GET /api/v1/customers at 1.30× with no cause in its SQL; that route is
 * the only measured one that commits a write per request (the rate-limit upsert), so a
 * checkpoint's sync phase falling inside its window is a suspect this records instead of guessing.
 */
export type ServerActivity = { checkpoints: number; checkpointBuffers: number; walSyncs: number; walFullPageImages: number; walBytes: number };

/** Whether the server has pg_stat_checkpointer: asked once per run, not before every window. */
let checkpointerView: Promise<boolean> | null = null;

export async function serverActivity(sql: postgres.Sql): Promise<ServerActivity> {
  // Postgres 17 moved the checkpoint counters from pg_stat_bgwriter to pg_stat_checkpointer.
  checkpointerView ??= sql<{ v17: boolean }[]>`select to_regclass('pg_catalog.pg_stat_checkpointer') is not null as v17`.then(([row]) => row.v17);
  const [checkpoint] = (await checkpointerView)
    ? await sql<{ checkpoints: string; buffers: string }[]>`select (num_timed + num_requested)::text as checkpoints, buffers_written::text as buffers from pg_stat_checkpointer`
    : await sql<{ checkpoints: string; buffers: string }[]>`select (checkpoints_timed + checkpoints_req)::text as checkpoints, buffers_checkpoint::text as buffers from pg_stat_bgwriter`;
  const [wal] = await sql<{ syncs: string; fpi: string; bytes: string }[]>`select wal_sync::text as syncs, wal_fpi::text as fpi, wal_bytes::text as bytes from pg_stat_wal`;
  return {
    checkpoints: Number(checkpoint.checkpoints),
    checkpointBuffers: Number(checkpoint.buffers),
    walSyncs: Number(wal.syncs),
    walFullPageImages: Number(wal.fpi),
    walBytes: Number(wal.bytes),
  };
}

export function activityBetween(before: ServerActivity, after: ServerActivity): ServerActivity {
  return {
    checkpoints: after.checkpoints - before.checkpoints,
    checkpointBuffers: after.checkpointBuffers - before.checkpointBuffers,
    walSyncs: after.walSyncs - before.walSyncs,
    walFullPageImages: after.walFullPageImages - before.walFullPageImages,
    walBytes: after.walBytes - before.walBytes,
  };
}

/** One line for the window's report, e.g. "checkpoint ended (1,204 buffers) · 2,911 WAL flushes". */
export function describeActivity(a: ServerActivity): string {
  const n = (x: number) => Math.round(x).toLocaleString("en-US");
  const parts = [
    a.checkpoints > 0 ? `${a.checkpoints} checkpoint${a.checkpoints > 1 ? "s" : ""} ended (${n(a.checkpointBuffers)} buffers)` : "no checkpoint ended",
    `${n(a.walSyncs)} WAL flushes`,
    `${n(a.walFullPageImages)} full-page images`,
    `${n(a.walBytes / 1024)} kB WAL`,
  ];
  return parts.join(" · ");
}
