/**
 * A Postgres cluster of the fault test's own (issue 44 item 7): the machine's `initdb` and
 * `pg_ctl`, a temporary data directory and a free port, so the test can restart and kill the
 * database without touching the machine's server. Run as the `postgres` user when we are root
 * (initdb refuses root).
 */
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type OwnPostgres = {
  url: string;
  port: number;
  /** `pg_ctl restart -m fast|immediate`: resolves once the server accepts connections again. */
  restart: (mode: "fast" | "immediate") => Promise<void>;
  stop: (mode: "fast" | "immediate") => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
};

/** Where initdb and pg_ctl are: PATH first, then Debian's versioned directories, newest first. */
export function findPostgresBin(): string | null {
  const onPath = spawnSync("sh", ["-c", "command -v pg_ctl"], { encoding: "utf8" }).stdout.trim();
  if (onPath) return path.dirname(onPath);
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin", "pg_ctl"))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : null;
}

const execFileAsync = promisify(execFile);

/** Starts the cluster. Asynchronous throughout: the load runs in this same process while the database restarts. */
export async function startOwnPostgres(bin: string, port: number): Promise<OwnPostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "serviceloop-faults-pg-"));
  const data = path.join(dir, "data");
  const log = path.join(dir, "postgres.log");
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const run = async (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
    try {
      await execFileAsync(file, argv, { encoding: "utf8" });
    } catch (error) {
      const tail = fs.existsSync(log) ? fs.readFileSync(log, "utf8").slice(-2000) : "";
      throw new Error(`${tool} ${args.join(" ")} failed: ${(error as Error).message}\n${tail}`);
    }
  };
  await run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  // Only on 127.0.0.1, its socket in our own directory: nothing of the machine's server is touched.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const ctl = (args: string[]) => run("pg_ctl", ["-D", data, "-l", log, "-o", options, "-w", "-t", "60", ...args]);
  await ctl(["start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: (mode) => ctl(["restart", "-m", mode]),
    stop: (mode) => ctl(["stop", "-m", mode]),
    start: () => ctl(["start"]),
    destroy: async () => {
      await ctl(["stop", "-m", "immediate"]).catch(() => {}); // already stopped
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
