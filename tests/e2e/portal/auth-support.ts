import { randomUUID } from "node:crypto";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import postgres from "postgres";
import { e2eDatabaseUrl } from "../database-url";
import { e2ePort } from "../ports";

/** Shared by the portal-auth specs: tenant URLs, the e2e database, sign-in through the UI. */
export const port = e2ePort();
export const greenleaf = (path = "/") => `http://greenleaf.localhost:${port}${path}`;
export const sparkle = (path = "/") => `http://sparkle.localhost:${port}${path}`;
export const sparkleCustom = (path = "/") => `http://portal.sparkle.test:${port}${path}`;
export const COOKIE = "sl_portal_session";

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

/** The database the server under test uses (scripts/test-e2e.ts provides it), to assert what it holds. */
export function e2eDatabase() {
  const url = e2eDatabaseUrl();
  return postgres(url, { max: 2, onnotice: () => {} });
}

/** The one visible toast (spec §4: only one at a time). */
export const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

export async function signIn(page: Page, email: string, password: string, url = greenleaf("/login")) {
  await page.goto(url);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

export async function sessionCookie(context: BrowserContext, url: string) {
  return (await context.cookies(url)).find((c) => c.name === COOKIE);
}

export async function expectOnLogin(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
}
