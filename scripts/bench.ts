/**
 * `npm run bench`: autocannon against the production build (run `next build` first), bounded
 * in time. Starts scripts/serve.ts on its own database, signs in as the demo customer Jane
 * through the login API and as the Greenleaf owner through the sign-in server action, then
 * measures the no-op route handler, the portal's /dashboard, /quotes, /invoices, /messages and
 * quotes API, the workspace's /admin/dashboard, week calendar (demo data), /admin/customers
 * (page 1 and a search) and the REST API's GET /api/v1/customers (with the demo key), one after the other, and prints requests/s and p50/p99 latency with each
 * route's ratio to the no-op. Each server-rendered page twice: a repeat view (the same URL, so
 * the rendered-page cache of lib/page-cache answers it) and a first view (every request a new
 * URL, so every request is rendered). On a Postgres server (DATABASE_URL) it also adds a business with
 * 1,000 customers and 3 years of invoices (bench-report-data.ts) and measures the reports API v1
 * over all 36 months (issue 13: under 300 ms p50), and times one visit-invoicing batch that
 * creates 1,000 invoices (issue 12; bench-invoice-batch.ts). `/admin/invoices` is measured too.
 * Also on a server (issue 11): the admin week calendar with 200 more visits in its week
 * (bench-calendar-week.ts), and visit generation — 1,000 businesses × 100 weekly jobs whose
 * visits the real daily horizon task materialises, then again (must add nothing), in a
 * database of their own — as visits/s (bench-scale/horizon-generation.ts).
 *
 * Env: BENCH_PORT (a free one), BENCH_SECONDS per route (10), BENCH_CONNECTIONS (10), NEXT_DIST_DIR,
 * DATABASE_URL (a fresh `<db>_bench_<pid>` database on that server; embedded PGlite otherwise),
 * BENCH_CPU_PROFILE=<dir>: the server runs with `--cpu-prof` and, when it has stopped, the
 * largest profile is summarised (scripts/bench/cpu-profile-summary.ts) over the time the last
 * measured route was under load — use it with BENCH_ROUTES naming one route.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { DEMO_API_KEY, DEMO_EMAILS, DEMO_PASSWORD } from "../db/seed/demo-constants";
import { BATCH_INVOICES, benchInvoiceBatch } from "./bench-invoice-batch";
import { seedCalendarWeek } from "./bench-calendar-week";
import { benchHorizonGeneration, HORIZON_BUSINESSES, HORIZON_JOBS_PER_BUSINESS } from "./bench-scale/horizon-generation";
import { BENCH_CUSTOMERS, BENCH_MONTHS, seedReportBenchData } from "./bench-report-data";
import { measureFirstLoadJs } from "../tests/support/first-load-js";
import { adminPageRoutes, resolveRoute } from "../tests/support/admin-routes";
import { createFreshServerDatabase, dropServerDatabase } from "../tests/support/test-database";
import { largestProfile, serverLaunch } from "./bench-scale/cpu-profiles";
import { freePort } from "./free-port";
import { benchHttp, type BenchRow } from "./bench-http";

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const tenantHost = `greenleaf.localhost:${port}`;

const { request, requestBytes, waitForHealth, signInStaff, signInCustomer, run: runRoute } = benchHttp(port);

/** The owner's Auth.js session cookie, from the real sign-in server action of this build. */
const signInOwner = () => signInStaff(DEMO_EMAILS.greenleafOwner, DEMO_PASSWORD);

/** The demo customer Jane's portal session token. */
const signIn = () => signInCustomer(tenantHost, DEMO_EMAILS.greenleafCustomer, DEMO_PASSWORD);

/**
 * First-load JS of a page, measured on the running build: every script the HTML loads
 * (Next 16's build output no longer prints sizes), raw and gzipped.
 */
async function firstLoadJs(path: string, headers: Record<string, string>) {
  const html = await request(path, { headers });
  if (html.status !== 200) throw new Error(`${path} answered ${html.status}`);
  return { path, html: Buffer.byteLength(html.text), ...(await measureFirstLoadJs(html.text, (src) => requestBytes(src, headers))) };
}

type Row = BenchRow;

const run = (route: string, path: string, headers: Record<string, string>, options: { connections?: number; everyRequestNew?: boolean; seconds?: number } = {}) =>
  runRoute(route, path, headers, { seconds, connections: options.connections ?? connections, everyRequestNew: options.everyRequestNew });

/** The last measured route's time under load (the same monotonic clock as the server's profile). */
let profileWindow: { fromUs: number; toUs: number } | null = null;

async function main() {
  const base = process.env.DATABASE_URL;
  const dbName = base ? `${new URL(base).pathname.slice(1) || "postgres"}_bench_${process.pid}` : null;
  // The API's per-key limit would answer 429s under load; the bench measures the work, not the limit.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), APP_URL: `http://localhost:${port}`, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", API_RATE_LIMIT_PER_MINUTE: "1000000" };
  if (base && dbName) env.DATABASE_URL = await createFreshServerDatabase(base, dbName);
  else env.EMBEDDED_DB_DIR = "memory://";

  const profileDir = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : null;
  const server: ChildProcess = spawn(process.execPath, serverLaunch(profileDir), { env, stdio: ["ignore", "ignore", "inherit"] });
  try {
    await waitForHealth();
    const token = await signIn();
    const cookie = `sl_portal_session=${token}`;
    const staff = { host: `localhost:${port}`, cookie: await signInOwner() };
    const apiKey = { host: `localhost:${port}`, authorization: `Bearer ${DEMO_API_KEY}` };
    const rows: Row[] = [];
    const plan: Array<[string, string, Record<string, string>]> = [
      ["no-op route handler", "/api/bench/noop", { host: `localhost:${port}` }],
      ["/dashboard", "/dashboard", { host: tenantHost, cookie }],
      ["/quotes", "/quotes", { host: tenantHost, cookie }],
      ["/invoices", "/invoices", { host: tenantHost, cookie }],
      ["/messages", "/messages", { host: tenantHost, cookie }],
      ["quotes API", "/api/customer-portal-data?action=quotes", { host: tenantHost, cookie }],
      // Online booking (issue 39): the public page a visitor opens, and the open times it asks for.
      ["/book (visitor)", "/book", { host: tenantHost }],
      ["/admin/dashboard", "/admin/dashboard", staff],
      ["/admin/schedule week", "/admin/schedule?view=week", staff],
      ["/admin/customers", "/admin/customers", staff],
      ["/admin/customers?q=", "/admin/customers?q=smith", staff],
      ["/admin/invoices", "/admin/invoices", staff],
      ["GET /api/v1/customers", "/api/v1/customers?limit=25", apiKey],
    ];
    if (env.DATABASE_URL && base) {
      process.stdout.write(`adding ${BENCH_CUSTOMERS} customers with ${BENCH_MONTHS} months of invoices for the reports…\n`);
      const { apiKey } = await seedReportBenchData(env.DATABASE_URL);
      const api = { host: `localhost:${port}`, authorization: `Bearer ${apiKey}` };
      const months = await request("/api/v1/reports/revenue", { headers: api });
      const { to } = JSON.parse(months.text) as { to: string };
      const [y, m] = to.split("-").map(Number);
      const from = `${y - 3 + (m === 12 ? 1 : 0)}-${String((m % 12) + 1).padStart(2, "0")}`;
      // Issue 11: the week calendar with 200 more visits in the week it shows.
      const added = await seedCalendarWeek(env.DATABASE_URL);
      plan.push([`/admin/schedule week +${added} visits`, "/admin/schedule?view=week", staff]);
      plan.push(
        ["reports: revenue 36 mo", `/api/v1/reports/revenue?from=${from}&to=${to}`, api],
        ["reports: retention 36 mo", `/api/v1/reports/retention?from=${from}&to=${to}`, api],
        ["reports: ar-aging", "/api/v1/reports/ar-aging", api],
      );
    } else {
      process.stdout.write("reports bench skipped: it needs DATABASE_URL (a Postgres server) to add its 1,000 customers\n");
    }
    // Before the HTTP measurements, so the batch has the machine to itself.
    let batch: Awaited<ReturnType<typeof benchInvoiceBatch>> | null = null;
    let visitGeneration: Awaited<ReturnType<typeof benchHorizonGeneration>> | null = null;
    if (env.DATABASE_URL && base) {
      process.stdout.write(`creating ${BATCH_INVOICES} invoices from completed visits in one batch run…\n`);
      batch = await benchInvoiceBatch(env.DATABASE_URL);
      process.stdout.write(`materialising the visit horizon for ${HORIZON_BUSINESSES} businesses × ${HORIZON_JOBS_PER_BUSINESS} weekly jobs through the horizon task, twice…\n`);
      visitGeneration = await benchHorizonGeneration(base);
    }
    // One short warm-up each so compilation caches and pools are hot before measuring.
    for (const [route, path, headers] of plan) {
      const res = await request(path, { headers });
      if (res.status !== 200) throw new Error(`${route} answered ${res.status} before measuring`);
    }
    // BENCH_ROUTES (a regular expression over the route names) measures a subset; the no-op always runs.
    const only = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : null;
    const measured = plan.filter(([route], i) => i === 0 || !only || only.test(route));
    for (const [route, path, headers] of measured) {
      process.stdout.write(`measuring ${route} for ${seconds}s with ${connections} connections…\n`);
      const fromUs = Number(process.hrtime.bigint() / 1000n);
      rows.push(await run(route, path, headers));
      profileWindow = { fromUs, toUs: Number(process.hrtime.bigint() / 1000n) };
      // A server-rendered page is measured twice: as above, a repeat view (the rendered-page
      // cache answers it), and here its first view, each request a URL never asked before, so
      // the page is rendered every time (lib/page-cache).
      if (path.startsWith("/api/")) continue;
      process.stdout.write(`measuring ${route}, first view (rendered each time) for ${seconds}s with ${connections} connections…\n`);
      const firstFromUs = Number(process.hrtime.bigint() / 1000n);
      rows.push(await run(`${route}, first view`, path, headers, { everyRequestNew: true }));
      // A profile is about rendering: its window is the first view's.
      profileWindow = { fromUs: firstFromUs, toUs: Number(process.hrtime.bigint() / 1000n) };
    }
    // A report is one person's question, not a crowd's: also the latency one client sees,
    // beside the no-op at one client.
    for (const [route, path, headers] of measured.filter(([route], i) => i === 0 || route.startsWith("reports:"))) {
      if (measured.length === 1 || !measured.some(([r]) => r.startsWith("reports:"))) break;
      process.stdout.write(`measuring ${route} for ${seconds}s with 1 connection…\n`);
      rows.push(await run(`${route} (1 client)`, path, headers, { connections: 1 }));
    }
    const noop = rows[0];
    console.log(`\nServiceLoop bench — ${connections} connections, ${seconds}s per route, ${base ? "Postgres server" : "embedded PGlite"}\n`);
    console.log(
      ["route".padEnd(38), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "req/s vs no-op".padStart(15), "errors".padStart(7)].join(" "),
    );
    const noopOneClient = rows.find((r) => r.route === `${noop.route} (1 client)`);
    for (const r of rows) {
      const reference = r.route.endsWith("(1 client)") && noopOneClient ? noopOneClient : noop;
      console.log(
        [
          r.route.padEnd(38),
          r.rps.toFixed(1).padStart(9),
          String(r.p50).padStart(8),
          String(r.p99).padStart(8),
          `${((r.rps / reference.rps) * 100).toFixed(1)}%`.padStart(15),
          String(r.errors + r.non2xx).padStart(7),
        ].join(" "),
      );
    }
    if (rows.some((r) => r.errors + r.non2xx > 0)) process.exitCode = 1;
    console.log(
      batch
        ? `\nBatch invoicing: ${batch.invoices} invoices (${batch.visits} visits) created in one run in ${batch.seconds.toFixed(2)} s — ${batch.perSecond.toFixed(0)} invoices/s`
        : "\nBatch invoicing skipped: it needs DATABASE_URL (a Postgres server)",
    );
    if (visitGeneration) {
      const v = visitGeneration;
      console.log(
        `Visit generation: ${v.visits} visits for ${v.series} weekly jobs of ${v.businesses} businesses (the horizon task) in ${v.seconds.toFixed(2)} s — ${v.perSecond.toFixed(0)} visits/s; ` +
          `the same run again added ${v.secondRunVisits} in ${v.secondRunSeconds.toFixed(2)} s (idempotent)`,
      );
    }

    const ids = JSON.parse((await request("/api/customer-portal-data?action=quotes", { headers: { host: tenantHost, cookie } })).text) as { quotes: Array<{ id: string }> };
    const invoices = JSON.parse((await request("/api/customer-portal-data?action=invoices", { headers: { host: tenantHost, cookie } })).text) as { invoices: Array<{ id: string }> };
    const pages = [
      "/login", "/book", "/dashboard", "/services", "/request-service", "/quotes", `/quotes/${ids.quotes[0].id}`, "/contracts",
      "/invoices", `/invoices/${invoices.invoices[0].id}`, "/messages", "/account", "/notifications",
    ];
    console.log(`\nFirst-load JS per portal route (scripts in the HTML, from the build) and the HTML itself (uncompressed)\n`);
    console.log(["route".padEnd(24), "scripts".padStart(8), "raw kB".padStart(9), "gzip kB".padStart(9), "HTML kB".padStart(9)].join(" "));
    const reference = await firstLoadJs("/", { host: `localhost:${port}` });
    console.log(["(main site / for reference)".padEnd(24), String(reference.scripts).padStart(8), (reference.raw / 1024).toFixed(1).padStart(9), (reference.gzip / 1024).toFixed(1).padStart(9)].join(" "));
    for (const path of pages) {
      const js = await firstLoadJs(path, path === "/login" || path === "/book" ? { host: tenantHost } : { host: tenantHost, cookie });
      const label = path.replace(/[0-9a-f-]{36}/, "[id]");
      console.log([label.padEnd(24), String(js.scripts).padStart(8), (js.raw / 1024).toFixed(1).padStart(9), (js.gzip / 1024).toFixed(1).padStart(9), (js.html / 1024).toFixed(1).padStart(9)].join(" "));
    }
    console.log(`\nFirst-load JS per admin route (every page under app/admin/(shell), signed in as the demo owner)\n`);
    const staffHtml = async (path: string) => (await request(path, { headers: staff })).text;
    for (const route of adminPageRoutes()) {
      const js = await firstLoadJs(await resolveRoute(route, staffHtml), staff);
      console.log([route.padEnd(40), String(js.scripts).padStart(8), (js.raw / 1024).toFixed(1).padStart(9), (js.gzip / 1024).toFixed(1).padStart(9)].join(" "));
    }
  } finally {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    // A profile is written when the process exits: wait for it (bounded), not a fixed second.
    await Promise.race([exited, new Promise((r) => setTimeout(r, profileDir ? 60_000 : 1000))]);
    if (profileDir) printLargestProfile(profileDir);
    if (base && dbName) await dropServerDatabase(base, dbName).catch(() => {});
  }
}

/** The server's profile, summarised over the last measured route's window. */
function printLargestProfile(dir: string) {
  const file = largestProfile(dir);
  if (!file) return console.log(`no CPU profile was written to ${dir}`);
  const window = profileWindow ? ["--from-us", String(profileWindow.fromUs), "--to-us", String(profileWindow.toUs)] : [];
  spawnSync(process.execPath, ["./node_modules/tsx/dist/cli.mjs", "scripts/bench/cpu-profile-summary.ts", file, ...window], { stdio: "inherit" });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
