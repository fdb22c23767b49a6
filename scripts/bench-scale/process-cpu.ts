import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU time (user + system) that the app server's processes and the Postgres backends serving
 * the bench's database spent while a route was timed, read from /proc (Linux; elsewhere it
 * reads nothing and the bench prints no CPU split). Divided by the requests served, it says on
 * which side of the wire a large tenant's request costs more: the per-window activity alone
 * could not say where the API list's 1.3× went.
 */
export type ProcessCpu = { appMs: number; postgresMs: Map<number, number> };

/** Clock ticks per second of /proc/<pid>/stat's times: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

type Stat = { pid: number; ppid: number; comm: string; cpuTicks: number };

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may hold spaces: the fields after it are fixed.
    const close = text.lastIndexOf(")");
    const comm = text.slice(text.indexOf("(") + 1, close);
    const fields = text.slice(close + 2).split(" ");
    // After "state": ppid is field 1; utime and stime are fields 11 and 12.
    return { pid, ppid: Number(fields[1]), comm, cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // ended meanwhile, or no /proc
  }
}

function allStats(): Stat[] {
  let pids: number[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name)).map(Number);
  } catch {
    return [];
  }
  return pids.map(readStat).filter((s): s is Stat => s !== null);
}

/**
 * The CPU of `appPid` with every process under it, and of each of `postgresPids` (the backends
 * connected to the bench's database, from pg_stat_activity: other databases' work on the same
 * server is not the route's).
 */
export function processCpu(appPid: number | undefined, postgresPids: number[] = []): ProcessCpu {
  const stats = allStats();
  const app = new Set<number>(appPid ? [appPid] : []);
  // Children appear after their parents in most listings, but not always: repeat until stable.
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats) if (!app.has(s.pid) && app.has(s.ppid)) (app.add(s.pid), (grew = true));
  }
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  const wanted = new Set(postgresPids);
  return {
    appMs: ms(stats.filter((s) => app.has(s.pid)).reduce((n, s) => n + s.cpuTicks, 0)),
    postgresMs: new Map(stats.filter((s) => wanted.has(s.pid)).map((s) => [s.pid, ms(s.cpuTicks)])),
  };
}

/**
 * "app 3.10 + Postgres 1.20 ms CPU per request", or "" where /proc could not be read. A backend
 * that connected during the window counts from zero.
 */
export function describeCpuPerRequest(before: ProcessCpu, after: ProcessCpu, requests: number): string {
  if (requests <= 0 || after.appMs === 0) return "";
  let postgresMs = 0;
  for (const [pid, ms] of after.postgresMs) postgresMs += ms - (before.postgresMs.get(pid) ?? 0);
  const per = (ms: number) => (ms / requests).toFixed(2);
  return `app ${per(after.appMs - before.appMs)} + Postgres ${per(postgresMs)} ms CPU per request`;
}
