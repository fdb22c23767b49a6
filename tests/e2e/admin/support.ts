import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import postgres from "postgres";
import { e2eDatabaseUrl } from "../database-url";
import { e2ePort } from "../ports";

/** Shared by the admin specs: hosts, demo accounts, the e2e database, sign-in through the UI. */
export const port = e2ePort();
/** The staff host (app.), where staff sign in and work: the apex sends staff pages here. */
export const app = (path = "/") => `http://app.localhost:${port}${path}`;
/** The apex (APP_URL): the marketing site. */
export const apex = (path = "/") => `http://localhost:${port}${path}`;
export const tenant = (subdomain: string, path = "/") => `http://${subdomain}.localhost:${port}${path}`;
export const PASSWORD = "Demo1234!";
export const OWNER = "owner@greenleaf.test";
export const EMPLOYEE = "employee@greenleaf.test";
export const SUPERADMIN = "superadmin@serviceloop.test";
export const CUSTOMER = "customer@greenleaf.test";

export const OWNER_NAV = [
  "Dashboard", "Customers", "Employees", "Schedule", "Service requests", "Services", "Quotes", "Contracts", "Invoices", "Messages",
  "Notifications", "Reports", "Settings",
];
export const EMPLOYEE_NAV = ["Dashboard", "Customers", "Schedule", "Service requests", "Services", "Messages", "Notifications"];

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

/** The database the server under test uses (scripts/test-e2e.ts provides it), to assert what it holds. */
export function e2eDatabase() {
  const url = e2eDatabaseUrl();
  return postgres(url, { max: 2, onnotice: () => {} });
}

/** The visible toast (spec: only one at a time; a new one replaces the last). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-toast]").filter({ hasText: text });

export async function fillSignIn(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

export async function signInAsStaff(page: Page, email: string, password = PASSWORD) {
  await page.goto(app("/auth"));
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(app("/admin/dashboard"));
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back/ })).toBeVisible();
}

/**
 * The headers of a test's own HTTP request to the staff host, as the signed-in page would send
 * it. Node does not resolve *.localhost as Chromium does, so such a request goes to the apex's
 * address (`apex(path)`) with app.'s Host header and the page's app. cookies.
 */
export async function staffHostHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies(app("/"));
  return { host: `app.localhost:${port}`, cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
}

/** GET a staff path from the test, signed in as the page is (see staffHostHeaders). */
export async function staffGet(page: Page, path: string) {
  return page.request.get(apex(path), { headers: await staffHostHeaders(page), maxRedirects: 0 });
}

export async function adminNavLabels(page: Page): Promise<string[]> {
  const links = page.getByRole("navigation", { name: "Admin" }).getByRole("link");
  return (await links.allInnerTexts()).map((text) => text.trim());
}
