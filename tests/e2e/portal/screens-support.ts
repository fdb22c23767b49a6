import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "../../../db/schema";
import { DEMO_EMAILS } from "../../../db/seed/demo-constants";
import { createBusiness, createCustomer, createSession, type FixtureDb } from "../../support/portal-fixtures";
import { e2eDatabaseUrl } from "../database-url";
import { e2ePort } from "../ports";
import { untilStill } from "../until-still";

/** Shared by the portal screen specs (task F): hosts, the e2e database, signed-in fixtures. */
export const port = e2ePort();
export const tenantUrl = (subdomain: string, path = "/") => `http://${subdomain}.localhost:${port}${path}`;
export const greenleaf = (path = "/") => tenantUrl("greenleaf", path);
export const COOKIE = "sl_portal_session";

let client: ReturnType<typeof postgres> | null = null;
let database: FixtureDb | null = null;

/** The database of the server under test (scripts/test-e2e.ts provides E2E_DATABASE_URL). */
export function db(): FixtureDb {
  if (database) return database;
  const url = e2eDatabaseUrl();
  client = postgres(url, { max: 3, onnotice: () => {} });
  database = drizzle(client, { schema });
  return database;
}

export async function closeDb() {
  await client?.end();
  client = null;
  database = null;
}

export async function businessBySubdomain(subdomain: string) {
  const [business] = await db().select().from(schema.businesses).where(eq(schema.businesses.portalSubdomain, subdomain));
  return business;
}

export async function customerByEmail(businessId: string, email: string) {
  const rows = await db().select().from(schema.customers).where(eq(schema.customers.businessId, businessId));
  return rows.find((c) => c.email?.toLowerCase() === email.toLowerCase())!;
}

/** Puts a fresh portal session for the customer into the browser (the login itself is task E's, tested there). */
export async function signInAs(context: BrowserContext, subdomainOrHost: string, customer: { id: string; businessId: string }) {
  const token = await createSession(db(), customer.businessId, customer.id);
  const domain = subdomainOrHost.includes(".") ? subdomainOrHost : `${subdomainOrHost}.localhost`;
  await context.addCookies([{ name: COOKIE, value: token, domain, path: "/", httpOnly: true, sameSite: "Lax" }]);
  return token;
}

export async function signInAsJane(context: BrowserContext) {
  const business = await businessBySubdomain("greenleaf");
  const jane = await customerByEmail(business.id, DEMO_EMAILS.greenleafCustomer);
  await signInAs(context, "greenleaf", jane);
  return { business, jane };
}

/** A new Greenleaf customer with nothing yet: the empty states and every mutation use one of these. */
export async function signInAsFreshCustomer(context: BrowserContext, overrides: Partial<typeof schema.customers.$inferInsert> = {}) {
  const business = await businessBySubdomain("greenleaf");
  const customer = await createCustomer(db(), business.id, overrides);
  await signInAs(context, "greenleaf", customer);
  return { business, customer, scope: { businessId: business.id, customerId: customer.id } };
}

/** A whole new business (own subdomain) with one signed-in customer. */
export async function signInToFreshBusiness(context: BrowserContext) {
  const business = await createBusiness(db());
  const customer = await createCustomer(db(), business.id);
  await signInAs(context, business.portalSubdomain, customer);
  return { business, customer, url: (path = "/") => tenantUrl(business.portalSubdomain, path) };
}

/** The one visible toast (spec §4: only one at a time). */
export const toast = (page: Page, text: string | RegExp) => page.locator("[data-toast]").filter({ hasText: text });

export async function seriousViolations(page: Page) {
  await untilStill(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
}

/** Axe at desktop width and at a phone's (390 px, where nothing may be wider than the screen), back to desktop after. */
export async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

export async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

/**
 * A request made by the page itself (Node's resolver does not know *.localhost or *.test;
 * Chromium maps them): the session cookie goes along as the browser would send it.
 */
export async function browserFetch(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: "same-origin" });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => (headers[key] = value));
    return { status: res.status, headers, head: String.fromCharCode(...bytes.slice(0, 5)), text: new TextDecoder().decode(bytes) };
  }, path);
}
