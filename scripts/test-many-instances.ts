/**
 * `npm run test:instances` (issue 15 item 7): the product as it scales out — TWO app instances
 * (scripts/serve.ts with WORKER=off, as production runs the web tier) and TWO separate
 * `npm run worker` processes, all on one Postgres database — then the Playwright specs in
 * tests/instances/ drive a browser across them: a customer on instance A and the owner on
 * instance B exchange messages live, webhooks fire from both instances and each event reaches
 * the endpoint exactly once, and the workers' timed work (visit reminders) is done once.
 *
 * Needs a Postgres server in DATABASE_URL (embedded PGlite lives inside one process, so it
 * cannot be shared by four) and a production build (`next build`; SKIP_BUILD=1 reuses it).
 * `.ci/run` runs it after the suite on the machine's Postgres server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_HELP, findChromium } from "./find-chromium";
import { freePort } from "./free-port";
import { ensureProductionBuild } from "./production-build";
import { provisionTestDatabase } from "../tests/support/test-database";

const base = process.env.DATABASE_URL;
if (!base) {
  console.error("test:instances needs DATABASE_URL (a Postgres server): four processes share one database, which embedded PGlite cannot serve.");
  process.exit(2);
}
if (!findChromium()) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
const { env, distDir } = ensureProductionBuild();

const [portA, portB] = [await freePort(), await freePort()];
const database = await provisionTestDatabase(`instances_${process.pid}`, { appUrl: `http://localhost:${portA}` });
console.log(`[test-instances] database migrated and seeded; instance A on ${portA}, instance B on ${portB}`);

const children: ChildProcess[] = [];
const names = new Map<ChildProcess, string>();
const logDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", "serviceloop-instances-"));
function start(name: string, args: string[], extra: Record<string, string>): ChildProcess {
  const log = fs.openSync(path.join(logDir, `${name}.log`), "a");
  const child = spawn(process.execPath, ["./node_modules/tsx/dist/cli.mjs", ...args], { env: { ...env, DATABASE_URL: database.url, ...extra }, stdio: ["ignore", log, log] });
  children.push(child);
  names.set(child, name);
  return child;
}
const instanceEnv = (port: number): Record<string, string> => ({
  PORT: String(port),
  // Links in emails name one public address, as behind a load balancer.
  APP_URL: `http://localhost:${portA}`,
  // One secret for every instance: a session signed by one is read by the other (no sticky sessions).
  AUTH_SECRET: "instances-auth-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
  WORKER: "off",
  WEBHOOKS_ALLOW_PRIVATE: "1",
  NEXT_DIST_DIR: distDir,
});

async function waitForHealth(port: number, child: ChildProcess, name: string) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}; see ${logDir}/${name}.log`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { host: `localhost:${port}` } }).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} did not answer /api/health; see ${logDir}/${name}.log`);
}

let status = 1;
try {
  const a = start("instance-a", ["scripts/serve.ts", "start"], instanceEnv(portA));
  const b = start("instance-b", ["scripts/serve.ts", "start"], instanceEnv(portB));
  // The receiver of the webhook spec listens on 127.0.0.1; the workers deliver to it.
  start("worker-1", ["scripts/worker.ts"], { WEBHOOKS_ALLOW_PRIVATE: "1" });
  start("worker-2", ["scripts/worker.ts"], { WEBHOOKS_ALLOW_PRIVATE: "1" });
  await waitForHealth(portA, a, "instance-a");
  await waitForHealth(portB, b, "instance-b");
  console.log(`[test-instances] two instances and two workers running (logs in ${logDir})`);
  const playwright = spawn(process.execPath, ["node_modules/@playwright/test/cli.js", "test", "--config", "playwright.instances.config.ts", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...env, E2E_PORT: String(portA), E2E_INSTANCE_B_PORT: String(portB), E2E_OIDC_PORT: "0", E2E_DATABASE_URL: database.url },
  });
  process.on("SIGTERM", () => playwright.kill("SIGTERM"));
  status = await new Promise<number>((resolve) => playwright.on("exit", (code) => resolve(code ?? 1)));
  // Every instance and worker must still be up: one that died (say, a worker that lost a race
  // at start-up) would leave the others doing its work, and the specs alone would not notice.
  const died = [...names.entries()].filter(([child]) => child.exitCode !== null || child.signalCode !== null);
  for (const [child, name] of died) console.error(`[test-instances] ${name} exited early (${child.exitCode ?? child.signalCode}); see ${logDir}/${name}.log`);
  if (died.length > 0) status = 1;
} catch (error) {
  console.error("[test-instances]", error);
} finally {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.on("exit", resolve)) : null)));
  await database.stop().catch((error) => console.error("[test-instances] could not remove the test database:", error));
  if (status === 0) fs.rmSync(logDir, { recursive: true, force: true });
  else console.error(`[test-instances] server and worker logs kept in ${logDir}`);
}
process.exit(status);
