/**
 * `npm run bench:scale` (issue 15 item 6, issue 11's performance lines): on a Postgres server
 * (DATABASE_URL; a fresh `<db>_scale_<pid>` database, migrated, dropped at the end), writes
 * SCALE_BUSINESSES businesses × SCALE_CUSTOMERS customers with COPY (scripts/bench-scale/),
 * plus a small tenant (SCALE_SMALL_CUSTOMERS) and a calendar tenant whose week holds
 * SCALE_CALENDAR_VISITS visits; then, against the production build (run `next build` first):
 *  1. captures the SQL each measured page runs (a preloaded postgres.js debug hook,
 *     capture-sql.mjs), prints the query count per page and EXPLAINs every statement on the
 *     large data: each scan of a tenant table must use an index that starts with business_id
 *     (explain-check.ts) — a violation makes the exit code 1;
 *  2. measures with autocannon, beside the no-op route, the portal's /dashboard, /quotes,
 *     /invoices, the admin's customers, invoices and schedule week, and GET /api/v1/customers
 *     for the large and the small tenant (each SCALE_ROUNDS times, every other round in the reverse order, the best run kept; every
 *     request rendered: the rendered-page cache is off), and prints large ÷ small — above 1.2×
 *     makes the exit code 1;
 *  3. the calendar week with SCALE_CALENDAR_VISITS visits: its queries and req/s;
 *  4. visit generation: SCALE_VISIT_SERIES weekly jobs × SCALE_VISIT_WEEKS visits through the
 *     real generator, in visits/s (visit-generation.ts).
 * Env: SCALE_BUSINESSES (1000), SCALE_CUSTOMERS (1000), SCALE_SMALL_CUSTOMERS (25),
 * SCALE_CALENDAR_VISITS (200), SCALE_VISIT_SERIES (1000), SCALE_VISIT_WEEKS (100),
 * BENCH_SECONDS (10), BENCH_CONNECTIONS (10), SCALE_ROUNDS (3), BENCH_ROUTES (regular expression over route names),
 * BENCH_PORT, BENCH_CPU_PROFILE=<dir> (the server runs with --cpu-prof; each route's first window is
 * summarised by area and function at the end: cpu-profiles.ts), SCALE_KEEP_DB=1 (keep the database for a look afterwards), SCALE_REUSE_DB=<name> (time a
 * database an earlier run kept, on the same server, instead of loading one; visit generation is
 * skipped, since it adds its business to the database), SCALE_QUIET_LOAD (1: the
 * timings wait, at most 30 minutes, for the one-minute load average to fall below it, so work run
 * beside the long load has ended). Before the timings the bench forces a CHECKPOINT, and it prints
 * for every timed window what the server did meanwhile (server-activity.ts) and the CPU per
 * request of the app's processes and of Postgres's (process-cpu.ts).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { runMigrations } from "../db/migrate";
import { hashPassword } from "../lib/security/passwords";
import { generateToken, hashToken } from "../lib/security/tokens";
import { createFreshServerDatabase, dropServerDatabase } from "../tests/support/test-database";
import { benchHttp, type BenchRow } from "./bench-http";
import { explainPages, SMALL_TABLE_ROWS, type Captured, type Finding } from "./bench-scale/explain-check";
import { addLocationManager } from "./bench-scale/location-manager";
import { generateScaleData, type Tenant } from "./bench-scale/generate";
import { keptDatabaseUrl, keptTenants } from "./bench-scale/kept-database";
import { nowUs, printWindowProfiles, serverLaunch, type ProfileWindow } from "./bench-scale/cpu-profiles";
import { describeCpuPerRequest, processCpu } from "./bench-scale/process-cpu";
import { waitForQuietMachine } from "./bench-scale/quiet-machine";
import { activityBetween, describeActivity, serverActivity } from "./bench-scale/server-activity";
import { benchVisitGeneration } from "./bench-scale/visit-generation";
import { freePort } from "./free-port";

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const sizes = {
  businesses: env("SCALE_BUSINESSES", 1000),
  customers: env("SCALE_CUSTOMERS", 1000),
  // A full page of every list (25), so large and small render the same number of rows.
  smallCustomers: env("SCALE_SMALL_CUSTOMERS", 25),
  calendarVisits: env("SCALE_CALENDAR_VISITS", 200),
};
const seconds = env("BENCH_SECONDS", 10);
// Three, not two: at full size a single fast window of the small tenant once failed /quotes
// (48.4 then 36.3 req/s against 39.1 twice for the large one); a third round halves its weight.
const rounds = env("SCALE_ROUNDS", 3);
const connections = env("BENCH_CONNECTIONS", 10);
const PASSWORD = "scale-bench-password-1";
/** Issue 15: a large tenant's page or API call within 1.2× of the small tenant's time. */
const MAX_LARGE_TO_SMALL = 1.2;
const out = (line = "") => process.stdout.write(`${line}\n`);
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

/**
 * `shows`: the page lists more as the business grows by design (the week view shows every visit
 * of the week): timed and reported with how much it showed, but not held to the 1.2× rule, which
 * is about the data behind a page, not the page's own length.
 */
type Route = { name: string; path: (tenant: Tenant) => string; auth: "portal" | "staff" | "api"; shows?: "visits this week" };
const ROUTES: Route[] = [
  { name: "portal /dashboard", path: () => "/dashboard", auth: "portal" },
  { name: "portal /quotes", path: () => "/quotes", auth: "portal" },
  { name: "portal /invoices", path: () => "/invoices", auth: "portal" },
  { name: "/admin/customers", path: () => "/admin/customers", auth: "staff" },
  { name: "/admin/invoices", path: () => "/admin/invoices", auth: "staff" },
  { name: "/admin/schedule (week)", path: () => "/admin/schedule?view=week", auth: "staff", shows: "visits this week" },
  { name: "GET /api/v1/customers", path: () => "/api/v1/customers?limit=25", auth: "api" },
];

async function main() {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("bench:scale needs DATABASE_URL (a Postgres server): it creates and drops its own database there");
  const reuse = process.env.SCALE_REUSE_DB;
  const dbName = reuse ?? `${new URL(base).pathname.slice(1) || "postgres"}_scale_${process.pid}`;
  const port = env("BENCH_PORT", await freePort());
  const profileDir = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : null;
  const profileWindows = new Map<string, ProfileWindow>();
  const http = benchHttp(port);
  const captureFile = path.join(os.tmpdir(), `bench-scale-${process.pid}.jsonl`);
  const url = reuse ? keptDatabaseUrl(base, reuse) : await createFreshServerDatabase(base, dbName);
  const sql = postgres(url, { max: 24, onnotice: () => {} });
  let server: ChildProcess | null = null;
  let failed = false;
  try {
    out(`machine: ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
    const tenants = reuse ? await reuseKeptDatabase(sql, url, dbName) : await loadScaleData(sql, url, dbName);
    // Issue 38: half the large tenant in a second branch, and that branch's manager.
    const manager = reuse
      ? { email: `manager@${tenants.large.subdomain}.scale.test` }
      : await addLocationManager(sql, tenants.large);
    // Credentials: a portal session for each tenant's first customer and an API key.
    const auth = new Map<string, { portal: string; api: string }>();
    for (const tenant of Object.values(tenants)) {
      const token = generateToken();
      const apiKey = `sl_${generateToken()}`;
      await sql`
        insert into customer_sessions (business_id, customer_id, token_hash)
        select business_id, id, ${hashToken(token)} from customers where business_id = ${tenant.businessId} and lower(email) = ${tenant.portalEmail}`;
      await sql`
        insert into api_keys (business_id, name, prefix, key_hash, permissions)
        values (${tenant.businessId}, 'Scale bench', ${apiKey.slice(0, 10)}, ${hashToken(apiKey)}, ${["manage_customers"]})`;
      auth.set(tenant.subdomain, { portal: token, api: apiKey });
    }

    await waitForQuietMachine({ maxLoad: env("SCALE_QUIET_LOAD", 1), maxMinutes: 30, log: out });
    writeFileSync(captureFile, "");
    server = spawn(process.execPath, serverLaunch(profileDir), {
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        APP_URL: `http://localhost:${port}`,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        SEED_DEMO_DATA: "false",
        WORKER: "off",
        API_RATE_LIMIT_PER_MINUTE: "1000000",
        // Every request rendered and every query run: this bench is about data size (the
        // captured SQL, its plans, large ÷ small), not about reusing a rendered page.
        PAGE_CACHE: "off",
        SCALE_CAPTURE_FILE: captureFile,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${path.resolve("scripts/bench-scale/capture-sql.mjs")}`,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await http.waitForHealth();
    const headers = new Map<string, Record<string, string>>();
    for (const tenant of Object.values(tenants)) {
      const a = auth.get(tenant.subdomain)!;
      const staff = await http.signInStaff(tenant.ownerEmail, PASSWORD);
      headers.set(`${tenant.subdomain}:portal`, { host: `${tenant.subdomain}.localhost:${port}`, cookie: `sl_portal_session=${a.portal}` });
      headers.set(`${tenant.subdomain}:staff`, { host: `localhost:${port}`, cookie: staff });
      headers.set(`${tenant.subdomain}:api`, { host: `localhost:${port}`, authorization: `Bearer ${a.api}` });
    }
    headers.set(`${tenants.large.subdomain}:manager`, { host: `localhost:${port}`, cookie: await http.signInStaff(manager.email, PASSWORD) });
    const only = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : null;
    const routes = ROUTES.filter((r) => !only || only.test(r.name));
    const plan: Array<{ label: string; tenant: Tenant; route: Route; as?: "manager" }> = [];
    for (const route of routes) for (const tenant of [tenants.large, tenants.small]) plan.push({ label: `${route.name} [${tenant.subdomain}]`, tenant, route });
    // The location-limited manager's customers list and week, beside the owner's on the same tenant.
    const managerRoutes = routes.filter((r) => r.name === "/admin/customers" || r.name.startsWith("/admin/schedule"));
    for (const route of managerRoutes) plan.push({ label: `${route.name} [${tenants.large.subdomain}, branch manager]`, tenant: tenants.large, route, as: "manager" });
    const calendarRoute = ROUTES.find((r) => r.name.startsWith("/admin/schedule"))!;
    plan.push({ label: `${calendarRoute.name} [${tenants.calendar.subdomain}]`, tenant: tenants.calendar, route: calendarRoute });
    const headersOf = (p: (typeof plan)[number]) => headers.get(`${p.tenant.subdomain}:${p.as ?? p.route.auth}`)!;

    // Warm up (compiles, pools, tenant caches), then one captured request per page.
    for (const p of plan) {
      for (let i = 0; i < 2; i += 1) {
        const res = await http.request(p.route.path(p.tenant), { headers: headersOf(p) });
        if (res.status !== 200) throw new Error(`${p.label} answered ${res.status} before measuring`);
      }
    }
    const captured = await capture(captureFile, plan.map((p) => ({ label: p.label, run: () => http.request(p.route.path(p.tenant), { headers: headersOf(p) }) })));
    out(`\nQueries per request (statements the app's pool sent, one warm request each)\n`);
    for (const p of plan) out(`${p.label.padEnd(48)} ${String(captured.get(p.label)!.length).padStart(4)}`);

    const findings = await explainPages(
      sql,
      plan.filter((p) => p.tenant !== tenants.small).map((p) => ({ page: p.label, statements: captured.get(p.label)! })),
    );
    failed = printFindings(findings) || failed;

    // The load left gigabytes for the checkpointer to write; flush them now rather than inside
    // some route's window (a write-per-request route waits on its WAL flush meanwhile).
    // Then the kernel's own dirty pages: the thirteenth session's timings began while it was
    // still writing the load back, and the machine quieted as they ran.
    const checkpointStarted = performance.now();
    await sql`checkpoint`;
    const syncStarted = performance.now();
    execFileSync("sync");
    out(`\nCHECKPOINT before the timings: ${((syncStarted - checkpointStarted) / 1000).toFixed(1)} s; sync: ${((performance.now() - syncStarted) / 1000).toFixed(1)} s`);
    out(`\nMeasuring ${plan.length + 1} routes, ${seconds}s each with ${connections} connections, each tenant ${rounds} times in turn…`);
    const noop = await http.run("no-op route handler", "/api/bench/noop", { host: `localhost:${port}` }, { seconds, connections });
    const measured = new Map<string, BenchRow>();
    // Large, small, then the whole plan backwards (small, large), and so on: a moment of load
    // beside the bench hits both tenants, each keeps its best run, and a machine that quiets (or
    // loads up) as the timings go favours neither — in the same order every time, the small
    // tenant, always timed second, gained from every quieting minute.
    for (let round = 0; round < rounds; round += 1) {
      for (const p of round % 2 === 0 ? plan : [...plan].reverse()) {
        const before = await serverActivity(sql);
        const cpuBefore = processCpu(server.pid, await backendsOf(sql));
        const fromUs = nowUs();
        const row = await http.run(p.label, p.route.path(p.tenant), headersOf(p), { seconds, connections });
        if (round === 0) profileWindows.set(p.label, { fromUs, toUs: nowUs() });
        const cpu = describeCpuPerRequest(cpuBefore, processCpu(server.pid, await backendsOf(sql)), row.rps * seconds);
        const during = activityBetween(before, await serverActivity(sql));
        out(`  ${p.label}${round ? ` (round ${round + 1})` : ""}: ${row.rps.toFixed(1)} req/s — ${cpu ? `${cpu}; ` : ""}${describeActivity(during)}`);
        const best = measured.get(p.label);
        if (!best || row.rps > best.rps) measured.set(p.label, { ...row, errors: row.errors + (best?.errors ?? 0), non2xx: row.non2xx + (best?.non2xx ?? 0) });
        else measured.set(p.label, { ...best, errors: best.errors + row.errors, non2xx: best.non2xx + row.non2xx });
      }
    }
    out(`\nServiceLoop bench:scale — ${connections} connections, ${seconds}s per route, Postgres server; load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
    out(`large = ${tenants.large.subdomain} (${fmt(tenants.large.customers)} customers), small = ${tenants.small.subdomain} (${tenants.small.customers}); no-op ${noop.rps.toFixed(1)} req/s p50 ${noop.p50} ms\n`);
    out(["route".padEnd(26), "large r/s".padStart(10), "p50".padStart(5), "small r/s".padStart(10), "p50".padStart(5), "large vs no-op".padStart(15), "time large÷small".padStart(17), "".padStart(3)].join(" "));
    const tooSlow: string[] = [];
    for (const route of routes) {
      const large = measured.get(`${route.name} [${tenants.large.subdomain}]`)!;
      const small = measured.get(`${route.name} [${tenants.small.subdomain}]`)!;
      const ratio = small.rps / large.rps;
      const held = !route.shows;
      if (held && ratio > MAX_LARGE_TO_SMALL) tooSlow.push(`${route.name} ${ratio.toFixed(2)}×`);
      out(
        [
          route.name.padEnd(26), large.rps.toFixed(1).padStart(10), String(large.p50).padStart(5), small.rps.toFixed(1).padStart(10), String(small.p50).padStart(5),
          `${((large.rps / noop.rps) * 100).toFixed(1)}%`.padStart(15), `${ratio.toFixed(2)}×`.padStart(17), (held ? (ratio <= MAX_LARGE_TO_SMALL ? "ok" : "✗") : "*").padStart(3),
        ].join(" "),
      );
    }
    for (const route of routes.filter((r) => r.shows)) {
      const shown = await Promise.all([tenants.large, tenants.small].map((t) => visitsThisWeek(sql, t.businessId)));
      out(`* ${route.name} is not held to ${MAX_LARGE_TO_SMALL}×: it shows every visit of the week, ${fmt(shown[0])} for the large tenant and ${fmt(shown[1])} for the small one (the calendar tenant's line below times a week of ${sizes.calendarVisits})`);
    }
    // Issue 38: a location-limited manager's list and week within 1.2× of the owner's time on the same tenant.
    out("");
    for (const route of managerRoutes) {
      const owner = measured.get(`${route.name} [${tenants.large.subdomain}]`)!;
      const branch = measured.get(`${route.name} [${tenants.large.subdomain}, branch manager]`)!;
      const ratio = owner.rps / branch.rps;
      if (ratio > MAX_LARGE_TO_SMALL) tooSlow.push(`${route.name} (branch manager vs owner) ${ratio.toFixed(2)}×`);
      out(
        `${route.name} for the branch manager: ${branch.rps.toFixed(1)} req/s p50 ${branch.p50} ms — the owner ${owner.rps.toFixed(1)} req/s; ` +
          `time manager÷owner ${ratio.toFixed(2)}× ${ratio <= MAX_LARGE_TO_SMALL ? "ok" : "✗"}`,
      );
    }
    // Issue 15: each page and API within 1.2× of its small-data time. Enforced; on a loaded
    // machine, read it beside the load average printed above.
    if (tooSlow.length > 0) {
      out(`\nFAILED: slower than ${MAX_LARGE_TO_SMALL}× the small tenant on the large one: ${tooSlow.join(", ")}`);
      failed = true;
    } else out(`\nEvery route within ${MAX_LARGE_TO_SMALL}× of its small-data time.`);
    const cal = measured.get(plan.at(-1)!.label)!;
    out(
      `\nCalendar week with ${sizes.calendarVisits} visits (${tenants.calendar.subdomain}): ${captured.get(plan.at(-1)!.label)!.length} queries per request, ` +
        `${cal.rps.toFixed(1)} req/s, p50 ${cal.p50} ms, p99 ${cal.p99} ms (${((cal.rps / noop.rps) * 100).toFixed(1)}% of the no-op)`,
    );
    const errors = [noop, ...measured.values()].filter((r) => r.errors + r.non2xx > 0);
    for (const r of errors) out(`errors: ${r.route} — ${r.errors} errors, ${r.non2xx} non-2xx`);
    if (errors.length > 0) failed = true;

    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    server = null;
    if (profileDir) {
      // The profile is written as the server exits.
      await Promise.race([exited, new Promise((r) => setTimeout(r, 60_000))]);
      printWindowProfiles(profileDir, profileWindows, out);
    }
    if (reuse) out(`\nVisit generation skipped on a kept database (it adds its own business, which is there from the first run).`);
    else await printVisitGeneration(url);
  } finally {
    if (server) server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    await sql.end({ timeout: 1 });
    rmSync(captureFile, { force: true });
    rmSync(`${captureFile}.on`, { force: true });
    if (reuse || process.env.SCALE_KEEP_DB === "1") out(`database kept: ${url}`);
    else await dropServerDatabase(base, dbName).catch(() => {});
  }
  if (failed) process.exitCode = 1;
}

/** Visit generation into the loaded database (visit-generation.ts), in visits/s. */
async function printVisitGeneration(url: string) {
  const visitSeries = env("SCALE_VISIT_SERIES", 1000);
  const visitWeeks = env("SCALE_VISIT_WEEKS", 100);
  out(`\nGenerating ${fmt(visitSeries)} weekly jobs × ${visitWeeks} visits through lib/scheduling/series/generate-series-visits.ts…`);
  const gen = await benchVisitGeneration(url, { series: visitSeries, weeks: visitWeeks });
  out(
    `Visit generation: ${fmt(gen.visits)} visits for ${fmt(gen.series)} jobs in ${gen.seconds.toFixed(2)} s — ${fmt(gen.perSecond)} visits/s; ` +
      `run again (idempotent): ${gen.secondRunVisits} added in ${gen.secondRunSeconds.toFixed(2)} s`,
  );
}

/** A fresh database filled to `sizes` with COPY (generate.ts), with what the load took printed. */
async function loadScaleData(sql: postgres.Sql, url: string, dbName: string): Promise<Record<"large" | "small" | "calendar", Tenant>> {
  out(`bench:scale on ${dbName}: ${fmt(sizes.businesses)} businesses × ${fmt(sizes.customers)} customers, a small tenant of ${sizes.smallCustomers}, a calendar tenant of ${sizes.calendarVisits} weekly visits`);
  await runMigrations(url);
  const generated = await generateScaleData(sql, sizes, { passwordHash: await hashPassword(PASSWORD), log: out, deferIndexes: true });
  const totalRows = generated.tables.reduce((n, t) => n + t.rows, 0);
  out(`\nData written with COPY (all tables streamed in parallel, triggers and FK checks off while loading)\n`);
  out(["table".padEnd(22), "rows".padStart(13), "rows/s".padStart(11)].join(" "));
  for (const t of generated.tables) out([t.table.padEnd(22), fmt(t.rows).padStart(13), fmt(t.rows / t.seconds).padStart(11)].join(" "));
  out([`total in ${generated.copySeconds.toFixed(1)} s`.padEnd(22), fmt(totalRows).padStart(13), fmt(totalRows / generated.copySeconds).padStart(11)].join(" "));
  const [{ n: activity }] = await sql<{ n: number }[]>`select count(*)::int as n from customer_activity_months`;
  if (generated.indexes > 0) out(`${generated.indexes} secondary indexes built after the COPY in ${generated.indexSeconds.toFixed(1)} s`);
  out(`customer_activity_months: ${fmt(activity)} rows by one INSERT … SELECT in ${generated.derivedSeconds.toFixed(1)} s; ANALYZE ${generated.analyzeSeconds.toFixed(1)} s`);
  return { large: generated.large, small: generated.small, calendar: generated.calendar };
}

/** A database an earlier run kept (SCALE_REUSE_DB), migrated to this checkout's schema. */
async function reuseKeptDatabase(sql: postgres.Sql, url: string, dbName: string): Promise<Record<"large" | "small" | "calendar", Tenant>> {
  out(`bench:scale on the kept database ${dbName} (SCALE_REUSE_DB): no load; the tenants found by their subdomains`);
  await runMigrations(url);
  return keptTenants(sql);
}

/** The server processes of the connections to the bench's database (the app's pool and its own). */
async function backendsOf(sql: postgres.Sql): Promise<number[]> {
  const rows = await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = current_database()`;
  return rows.map((r) => r.pid);
}

/** Visits in the current week (Monday first) in the business's time zone: what the week view lists. */
async function visitsThisWeek(sql: postgres.Sql, businessId: string): Promise<number> {
  const [{ n }] = await sql<{ n: number }[]>`
    select count(*)::int as n from jobs j join businesses b on b.id = j.business_id
    where j.business_id = ${businessId}
      and (j.scheduled_date at time zone b.timezone) >= date_trunc('week', now() at time zone b.timezone)
      and (j.scheduled_date at time zone b.timezone) < date_trunc('week', now() at time zone b.timezone) + interval '7 days'`;
  return n;
}

/**
 * Turns the server's statement capture on (capture-sql.mjs polls for `<file>.on`), makes each
 * request in turn between markers, and returns each request's statements.
 */
async function capture(file: string, requests: Array<{ label: string; run: () => Promise<{ status: number }> }>): Promise<Map<string, Captured[]>> {
  const settle = () => new Promise((r) => setTimeout(r, 300));
  writeFileSync(`${file}.on`, "");
  await settle();
  for (const { label, run } of requests) {
    appendFileSync(file, `${JSON.stringify({ marker: label })}\n`);
    const res = await run();
    if (res.status !== 200) throw new Error(`${label} answered ${res.status} while capturing`);
    await settle();
  }
  appendFileSync(file, `${JSON.stringify({ marker: null })}\n`);
  rmSync(`${file}.on`);
  await settle();
  const byLabel = new Map<string, Captured[]>(requests.map((r) => [r.label, []]));
  let current: string | null = null;
  if (!existsSync(file)) return byLabel;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line) continue;
    const entry = JSON.parse(line) as { marker?: string | null } & Captured;
    if ("marker" in entry) current = entry.marker ?? null;
    else if (current) byLabel.get(current)!.push(entry);
  }
  return byLabel;
}

/** The EXPLAIN check's table; true when a scan breaks the rule. */
function printFindings(findings: Finding[]): boolean {
  out(`\nEXPLAIN check on the large data: every scan of a tenant table must use an index starting with business_id\n`);
  const groups = new Map<string, { finding: Finding; pages: Set<string> }>();
  for (const f of findings) {
    const key = `${f.table}|${f.node}|${f.index}|${f.verdict}|${f.replanned}`;
    const group = groups.get(key) ?? { finding: f, pages: new Set<string>() };
    group.pages.add(f.page.replace(/ \[.*\]$/, ""));
    groups.set(key, group);
  }
  out(["table".padEnd(24), "scan".padEnd(17), "index".padEnd(42), "verdict".padEnd(20), "pages"].join(" "));
  for (const { finding: f, pages } of [...groups.values()].sort((a, b) => Number(a.finding.ok) - Number(b.finding.ok) || a.finding.table.localeCompare(b.finding.table))) {
    out([f.table.padEnd(24), f.node.padEnd(17), (f.index ?? "—").padEnd(42), `${f.ok ? "ok" : "VIOLATION"}: ${f.verdict}${f.replanned ? "*" : ""}`.padEnd(20), [...pages].join(", ")].join(" "));
  }
  out(`(* the planner read the table whole at this size; the verdict is its plan with enable_seqscan = off)`);
  const warnings = [...new Map(findings.filter((f) => f.ok && f.replanned && f.rows >= SMALL_TABLE_ROWS).map((f) => [`${f.statement}|${f.table}`, f])).values()];
  for (const w of warnings) out(`\nwarning on ${w.page}: the planner chose a Seq Scan of ${w.table} (${fmt(w.rows)} rows) over ${w.index}\n  ${w.statement}`);
  const violations = findings.filter((f) => !f.ok);
  for (const v of violations) out(`\nVIOLATION on ${v.page}: ${v.node} of ${v.table}${v.index ? ` via ${v.index}` : ""}\n  ${v.statement}`);
  out(violations.length === 0 ? `EXPLAIN check passed: ${findings.length} tenant-table scans in ${new Set(findings.map((f) => f.statement)).size} statements` : `EXPLAIN check FAILED: ${violations.length} scans`);
  return violations.length > 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
