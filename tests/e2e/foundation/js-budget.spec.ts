import { expect, test, type APIRequestContext } from "@playwright/test";
import { measureFirstLoadJs } from "../../support/first-load-js";
import { app, fillSignIn, OWNER } from "../admin/support";
import { send, tenantHost } from "../security/http";

/** Node cannot resolve *.localhost: the portal is asked on 127.0.0.1 with its Host header. */
const GREENLEAF = tenantHost("greenleaf");

/**
 * First-load JS budgets (issue 15): the gzip of every script a route's HTML loads, on the
 * production build this suite runs against. A route that grows past its budget fails here.
 *
 * The goal is 150 kB on every portal and admin route and 120 kB on the landing page; the
 * framework alone (react-dom, Next's and Turbopack's runtimes) is ~138 kB today, so the
 * budgets below are the goal for every route that has reached it and, for the two admin pages
 * still over it (the customers list and the calendar), where each stands now plus a little
 * room — a ratchet, lowered as they shrink (docs/decisions/performance-first-load-js.md). `npm run bench` prints the same
 * figures. The landing page is served with no runtime JS at all (0 kB, pages/index.tsx): its
 * small budget fails as soon as a script slips back in.
 */
const KB = 1024;
const PORTAL_BUDGET_KB: Record<string, number> = {
  "/login": 150,
  "/dashboard": 150,
  "/services": 150,
  "/request-service": 150,
  "/quotes": 150,
  "/contracts": 150,
  "/invoices": 150,
  "/messages": 150,
  "/account": 150,
  "/notifications": 150,
};
const ADMIN_BUDGET_KB: Record<string, number> = {
  "/admin/dashboard": 150,
  "/admin/customers": 157,
  "/admin/schedule": 158,
  "/admin/quotes": 150,
  "/admin/invoices": 150,
  "/admin/messaging": 150,
  "/admin/reports": 150,
  "/admin/settings": 150,
};
const LANDING_BUDGET_KB = 5;

async function firstLoadKb(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<number> {
  const page = await request.get(url, { headers, maxRedirects: 0 });
  expect(page.status(), url).toBe(200);
  const origin = new URL(url).origin;
  const js = await measureFirstLoadJs(await page.text(), async (src) => (await request.get(new URL(src, origin).toString(), { headers })).body());
  return js.gzip / KB;
}

test("the landing page stays within its first-load JS budget", async ({ request }) => {
  const kb = await firstLoadKb(request, app("/"));
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
  for (const [path, budget] of Object.entries(PORTAL_BUDGET_KB)) {
    const headers: Record<string, string> = path === "/login" ? {} : { cookie: `sl_portal_session=${token}` };
    const html = await send({ host: GREENLEAF, path, headers });
    expect(html.status, path).toBe(200);
    const js = await measureFirstLoadJs(html.body, async (src) => Buffer.from((await send({ host: GREENLEAF, path: src, headers })).body));
    const kb = js.gzip / KB;
    console.log(`first-load JS portal ${path} ${kb.toFixed(1)} kB (budget ${budget})`);
    if (kb > budget) over.push(`${path}: ${kb.toFixed(1)} kB > ${budget} kB`);
  }
  expect(over).toEqual([]);
});

test("every admin route stays within its first-load JS budget", async ({ page }) => {
  await page.goto(app("/auth"));
  await fillSignIn(page, OWNER, "Demo1234!");
  await expect(page).toHaveURL(app("/admin/dashboard"));
  const over: string[] = [];
  for (const [path, budget] of Object.entries(ADMIN_BUDGET_KB)) {
    const kb = await firstLoadKb(page.request, app(path));
    console.log(`first-load JS ${path} ${kb.toFixed(1)} kB (budget ${budget})`);
    if (kb > budget) over.push(`${path}: ${kb.toFixed(1)} kB > ${budget} kB`);
  }
  expect(over).toEqual([]);
});
