/**
 * `npm run bench:lighthouse [-- --desktop]`: Lighthouse (performance, accessibility, best
 * practices, SEO) on the main site's /, /lawn-care and /pricing and the demo business's portal
 * /login and /dashboard (signed in as the demo customer) of the production build, in Debian's
 * Chromium.
 *
 * With BENCH_URL (e.g. http://localhost:3000) it audits that running server (its portal on
 * greenleaf.<host>). Otherwise it starts `scripts/serve.ts start` itself on PORT (a free one
 * unless set) with an in-memory embedded database and the demo data, from NEXT_DIST_DIR
 * (default .next), building first if that build does not exist.
 * Lighthouse's default is a mid-range phone on a throttled connection (simulated); --desktop
 * uses its desktop preset. Prints the four scores per page and the audits that cost points;
 * LIGHTHOUSE_REPORT_DIR=dir also saves each page's full JSON report there.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../db/seed/demo-constants";
import { CHROMIUM_HELP, findChromium } from "./find-chromium";
import { benchHttp } from "./bench-http";
import { freePort } from "./free-port";

// Lighthouse is installed by the npm script on demand (`npm install --no-save`), not kept in
// the lock file: one of its dependencies asks for the registry's "latest" version, which
// makes `npm ci` refuse any lock file. Loaded by name so the typecheck does not need it.
const LIGHTHOUSE = "lighthouse";
const CHROME_LAUNCHER = "chrome-launcher";
const lighthouse: (...args: unknown[]) => Promise<any> = (await import(LIGHTHOUSE)).default;
const chromeLauncher: { launch: (options: unknown) => Promise<any> } = await import(CHROME_LAUNCHER);

/** What is audited: a label, the URL, and the headers the browser sends (a session cookie). */
type AuditedPage = { label: string; url: string; headers?: Record<string, string> };
const MARKETING_PAGES = ["/", "/lawn-care", "/pricing"];
const PORTAL_TENANT = "greenleaf";
/** lib/identity/customer/portal-cookie.ts's name (that module is server-only). */
const PORTAL_COOKIE_NAME = "sl_portal_session";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
// Issue 15's targets.
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const desktop = process.argv.includes("--desktop");

async function waitForHealth(base: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server at ${base} did not become healthy in ${timeoutMs / 1000} s`);
}

function startServer(port: number): ChildProcess {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) {
    console.log(`[lighthouse] no production build in ${distDir}; running next build`);
    const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env: { ...process.env, NEXT_DIST_DIR: distDir } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    WORKER: "off",
  };
  // A throwaway database unless the caller names one.
  if (!process.env.DATABASE_URL) env.EMBEDDED_DB_DIR = "memory://";
  return spawn(process.execPath, ["./node_modules/tsx/dist/cli.mjs", "scripts/serve.ts", "start"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}

function stopServer(server: ChildProcess | null) {
  if (!server?.pid) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

async function main() {
  const chromePath = findChromium();
  if (!chromePath) {
    console.error(CHROMIUM_HELP);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? (await freePort()));
  const base = (process.env.BENCH_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const portalBase = (() => {
    const url = new URL(base);
    url.hostname = `${PORTAL_TENANT}.${url.hostname}`;
    return url.toString().replace(/\/+$/, "");
  })();
  const server = process.env.BENCH_URL ? null : startServer(port);
  process.on("SIGINT", () => {
    stopServer(server);
    process.exit(130);
  });

  let chrome: { port: number; kill: () => Promise<void> } | null = null;
  const rows: { page: string; scores: Record<string, number>; benchmarkIndex: number }[] = [];
  try {
    await waitForHealth(base, 120_000);
    const launched = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
    });
    chrome = launched;
    // Node cannot resolve *.localhost: requests go to the server's address with the portal's
    // Host header (Chromium resolves greenleaf.localhost itself).
    const portalUrl = new URL(portalBase);
    const http = benchHttp(Number(portalUrl.port || 80));
    const token = await http.signInCustomer(portalUrl.host, DEMO_EMAILS.greenleafCustomer, DEMO_PASSWORD);
    const cookie = `${PORTAL_COOKIE_NAME}=${token}`;
    const pages: AuditedPage[] = [
      ...MARKETING_PAGES.map((path) => ({ label: path, url: `${base}${path}` })),
      { label: "portal /login", url: `${portalBase}/login` },
      { label: "portal /dashboard", url: `${portalBase}/dashboard`, headers: { cookie } },
    ];
    for (const { label: page, url, headers } of pages) {
      // One warm-up request so the first audit does not measure a cold server cache.
      const target = new URL(url);
      await http.request(target.pathname, { headers: { host: target.host, ...headers } }).catch(() => undefined);
      const result = await lighthouse(
        url,
        { port: launched.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], ...(headers ? { extraHeaders: headers } : {}) },
        desktop ? (await import(`${LIGHTHOUSE}/core/config/desktop-config.js`)).default : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned no result for ${page}`);
      const { lhr } = result;
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        const name = page === "/" ? "home" : page.replace(/^\//, "").replace(/[\s/]+/g, "_");
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      rows.push({ page, scores, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) });
      // Name what cost points, so a score below target says where to look.
      for (const category of CATEGORIES) {
        const refs = lhr.categories[category]?.auditRefs ?? [];
        const lost = refs
          .filter((ref: { weight: number }) => ref.weight > 0)
          .map((ref: { id: string }) => lhr.audits[ref.id])
          .filter((audit: { score: number | null } | undefined) => audit && audit.score !== null && audit.score < 1)
          .map((audit: { id: string; score: number | null }) => `${audit.id} (${Math.round((audit.score ?? 0) * 100)})`);
        if (lost.length && scores[category] < 100) console.log(`[lighthouse] ${page} ${category}: ${lost.join(", ")}`);
      }
    }
  } finally {
    await chrome?.kill();
    stopServer(server);
  }

  // Lighthouse's own CPU benchmark of this machine during each run: simulated throttling scales
  // the observed main-thread time, so a busy machine (low index) scores lower on performance.
  const header = ["page", ...CATEGORIES, "cpu benchmark"];
  const table = [
    header,
    ...rows.map((row) => [row.page, ...CATEGORIES.map((c) => String(row.scores[c])), String(row.benchmarkIndex)]),
  ];
  const widths = header.map((_, i) => Math.max(...table.map((line) => line[i].length)));
  const load = (await import("node:os")).loadavg().map((n) => n.toFixed(2)).join(" ");
  console.log(`\nLighthouse ${desktop ? "desktop" : "mobile (simulated throttling)"} against ${base} (load average ${load})`);
  for (const line of table) console.log(line.map((cell, i) => cell.padEnd(widths[i])).join("  "));
  const misses = rows.flatMap((row) =>
    CATEGORIES.filter((c) => row.scores[c] < TARGETS[c]).map((c) => `${row.page} ${c} ${row.scores[c]} < ${TARGETS[c]}`),
  );
  console.log(misses.length ? `\nBelow target: ${misses.join("; ")}` : "\nAll pages meet the targets (95 / 100 / 100 / 100).");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
