import { expect, test, type Page } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../../db/seed/demo-constants";
import { e2ePort } from "../ports";

/**
 * Security finding: pages had no Content-Security-Policy, Permissions-Policy or
 * Cross-Origin-Opener-Policy. Every area now sends a nonce-based CSP (proxy.ts,
 * docs/decisions/content-security-policy.md), and must run under it without a single
 * violation: Next's own scripts carry the nonce, nothing else inline runs.
 */
const port = e2ePort();
const app = (path = "/") => `http://localhost:${port}${path}`;
/** Staff pages are served on the staff host (app.). */
const staff = (path = "/") => `http://app.localhost:${port}${path}`;
const greenleaf = (path = "/") => `http://greenleaf.localhost:${port}${path}`;

/** Collects CSP violations from the console and from securitypolicyviolation events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

async function expectSecurityHeaders(page: Page, url: string, { scripts: expectScripts = true } = {}) {
  const response = await page.goto(url);
  expect(response, url).not.toBeNull();
  const headers = response!.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  // APP_URL is http in the tests: no HSTS (it would pin localhost to https).
  expect(headers["strict-transport-security"]).toBeUndefined();
  // Every executable script in the served HTML carries this request's nonce (scripts added
  // later by those are admitted by 'strict-dynamic'; JSON data blocks do not run).
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const html = await response!.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
  // The landing page is served with no runtime JS (docs/decisions/performance-first-load-js.md).
  if (!expectScripts) expect(scripts, url).toEqual([]);
  else expect(scripts.length, url).toBeGreaterThan(0);
  expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`)), url).toEqual([]);
}

async function signInOnForm(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
}

test("the marketing site runs under its CSP", async ({ page }) => {
  const violations = await watchViolations(page);
  await expectSecurityHeaders(page, app("/"), { scripts: false });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectSecurityHeaders(page, app("/pricing"));
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test("the portal (login and dashboard) runs under its CSP", async ({ page }) => {
  const violations = await watchViolations(page);
  await expectSecurityHeaders(page, greenleaf("/login"));
  await signInOnForm(page, DEMO_EMAILS.greenleafCustomer);
  await expect(page).toHaveURL(greenleaf("/dashboard"));
  await expectSecurityHeaders(page, greenleaf("/dashboard"));
  await expectSecurityHeaders(page, greenleaf("/messages"));
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test("the business admin runs under its CSP", async ({ page }) => {
  const violations = await watchViolations(page);
  await expectSecurityHeaders(page, staff("/auth"));
  await signInOnForm(page, DEMO_EMAILS.greenleafOwner);
  await expect(page).toHaveURL(staff("/admin/dashboard"));
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expectSecurityHeaders(page, staff("/admin/dashboard"));
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test("the superadmin area runs under its CSP", async ({ page }) => {
  const violations = await watchViolations(page);
  await expectSecurityHeaders(page, staff("/superadmin/login"));
  await page.getByLabel("Email").fill(DEMO_EMAILS.superadmin);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(staff("/superadmin/dashboard"));
  for (const path of ["/superadmin/dashboard", "/superadmin/businesses", "/superadmin/settings"]) {
    await expectSecurityHeaders(page, staff(path));
  }
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});
