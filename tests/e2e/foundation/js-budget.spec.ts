import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminPageRoutes, resolveRoute } from "../../support/admin-routes";
import { measureFirstLoadJs } from "../../support/first-load-js";
import { apex, app, e2eDatabase, fillSignIn, OWNER, staffHostHeaders } from "../admin/support";
import { send, tenantHost } from "../security/http";

/** Node cannot resolve *.localhost: the portal is asked on 127.0.0.1 with its Host header. */
const GREENLEAF = tenantHost("greenleaf");

/**
 * First-load JS budgets (issue 15): the gzip of every script a route's HTML loads, on the
 * production build this suite runs against. A route that grows past its budget fails here.
 *
 * 150 kB on every portal and admin route, 5 kB on the landing page (served with no runtime JS
 * at all, pages/index.tsx: its small budget fails as soon as a script slips back in). The
 * framework alone (react-dom, Next's and Turbopack's runtimes) is ~138 kB, so a route has ~12 kB
 * of its own; docs/decisions/performance-first-load-js.md says how the heavy pages stay under.
 * The admin routes are every page under app/admin/(shell), found on disk, so a new page is
 * measured without being listed here. `npm run bench` prints the same figures.
 */
const KB = 1024;
const BUDGET_KB = 150;
const PORTAL_ROUTES = [
  "/login",
  "/register",
  "/book",
  // /book framed by a business's website (issue 39 item 4): the form alone, posting its height.
  "/book?embed=1",
  "/dashboard",
  "/services",
  "/request-service",
  "/quotes",
  "/quotes/[quoteId]",
  "/contracts",
  "/invoices",
  "/invoices/[invoiceId]",
  "/messages",
  "/account",
  "/notifications",
];
const PUBLIC_PORTAL_ROUTES = new Set(["/login", "/register", "/book", "/book?embed=1"]);
const LANDING_BUDGET_KB = 5;
/** The demo customer's first quote and invoice, for the portal's [id] routes. */
async function portalDemoIds(): Promise<Record<string, string>> {
  const sql = e2eDatabase();
  try {
    const [row] = await sql`
      WITH c AS (
        SELECT customers.id FROM customers JOIN businesses ON businesses.id = customers.business_id
        WHERE businesses.portal_subdomain = 'greenleaf' AND customers.email = 'customer@greenleaf.test'
      )
      SELECT
        (SELECT id FROM quotes WHERE customer_id = (SELECT id FROM c) AND status <> 'draft' ORDER BY created_at LIMIT 1) AS "quoteId",
        (SELECT id FROM invoices WHERE customer_id = (SELECT id FROM c) AND status <> 'draft' ORDER BY created_at LIMIT 1) AS "invoiceId"`;
    const missing = Object.entries(row).filter(([, id]) => !id);
    expect(missing, "the demo customer's quote and invoice").toEqual([]);
    return row as Record<string, string>;
  } finally {
    await sql.end();
  }
}

const fill = (route: string, ids: Record<string, string>) =>
  route.replace(/\[(\w+)\]/g, (_, name: string) => {
    const id = ids[name];
    if (!id) throw new Error(`no demo id for [${name}] in ${route}`);
    return id;
  });

async function firstLoadKb(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<number> {
  const page = await request.get(url, { headers, maxRedirects: 0 });
  expect(page.status(), url).toBe(200);
  const origin = new URL(url).origin;
  const js = await measureFirstLoadJs(await page.text(), async (src) => (await request.get(new URL(src, origin).toString(), { headers })).body());
  return js.gzip / KB;
}

test("the landing page stays within its first-load JS budget", async ({ request }) => {
  const kb = await firstLoadKb(request, apex("/"));
  console.log(`first-load JS / ${kb.toFixed(1)} kB (budget ${LANDING_BUDGET_KB})`);
  expect(kb).toBeLessThanOrEqual(LANDING_BUDGET_KB);
});

test("every portal route stays within its first-load JS budget", async () => {
  const login = await send({
    method: "POST",
    host: GREENLEAF,
    path: "/api/customer-login",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" },
    body: JSON.stringify({ email: "customer@greenleaf.test", password: "Demo1234!" }),
  });
  const { session_token: token } = JSON.parse(login.body) as { session_token: string };
  expect(token).toBeTruthy();
  const over: string[] = [];
  const ids = await portalDemoIds();
  for (const route of PORTAL_ROUTES) {
    const url = fill(route, ids);
    const headers: Record<string, string> = PUBLIC_PORTAL_ROUTES.has(route) ? {} : { cookie: `sl_portal_session=${token}` };
    const html = await send({ host: GREENLEAF, path: url, headers });
    expect(html.status, url).toBe(200);
    const js = await measureFirstLoadJs(html.body, async (src) => Buffer.from((await send({ host: GREENLEAF, path: src, headers })).body));
    const kb = js.gzip / KB;
    console.log(`first-load JS portal ${route} ${kb.toFixed(1)} kB (budget ${BUDGET_KB})`);
    if (kb > BUDGET_KB) over.push(`${route}: ${kb.toFixed(1)} kB > ${BUDGET_KB} kB`);
  }
  expect(over).toEqual([]);
});

test("every admin route stays within its first-load JS budget", async ({ page }) => {
  // Some forty pages, each with its scripts: over a minute on a busy machine.
  test.setTimeout(180_000);
  await page.goto(app("/auth"));
  await fillSignIn(page, OWNER, "Demo1234!");
  await expect(page).toHaveURL(app("/admin/dashboard"));
  const over: string[] = [];
  const routes = adminPageRoutes();
  expect(routes.length, "admin pages found on disk").toBeGreaterThan(30);
  // Node cannot resolve app.localhost: asked on the apex's address with the staff host's Host header.
  const headers = await staffHostHeaders(page);
  const html = async (path: string) => (await page.request.get(apex(path), { headers })).text();
  for (const route of routes) {
    const kb = await firstLoadKb(page.request, apex(await resolveRoute(route, html)), headers);
    console.log(`first-load JS ${route} ${kb.toFixed(1)} kB (budget ${BUDGET_KB})`);
    if (kb > BUDGET_KB) over.push(`${route}: ${kb.toFixed(1)} kB > ${BUDGET_KB} kB`);
  }
  expect(over).toEqual([]);
});
