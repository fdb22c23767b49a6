import { expect, test } from "@playwright/test";
import { e2ePort } from "../ports";
import { send, tenantHost } from "../security/http";

const port = e2ePort();

test("a tenant host shows its business's login page in its brand", async ({ page }) => {
  await page.goto(`http://greenleaf.localhost:${port}/login`);
  await expect(page.getByRole("heading", { name: "Greenleaf Lawn Care" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Greenleaf Lawn Care logo" })).toBeVisible();
});

test("a verified custom domain serves its business's portal", async ({ page }) => {
  await page.goto(`http://portal.sparkle.test:${port}/login`);
  await expect(page.getByRole("heading", { name: "Sparkle Home Cleaning" })).toBeVisible();
});

test("an unknown tenant and a disabled portal show Business Not Found", async ({ page }) => {
  for (const sub of ["no-such-business", "dormant"]) {
    const response = await page.goto(`http://${sub}.localhost:${port}/login`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Business Not Found" })).toBeVisible();
    await expect(page.getByText(sub, { exact: true })).toBeVisible();
    await expect(
      page.getByText("This business may not exist, may not be using the product, or the portal may not be enabled."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to ServiceLoop" })).toHaveAttribute("href", /localhost/);
  }
});

test("portal redirects are decided on the server and Business Not Found is in the server HTML", async () => {
  // The root and a guarded page answer a real 307 (not a 200 that redirects in the browser).
  for (const path of ["/", "/dashboard", "/quotes"]) {
    const response = await send({ host: tenantHost("greenleaf"), path });
    expect(response.status, path).toBe(307);
    expect(new URL(String(response.headers.location), "http://greenleaf.localhost/").pathname, path).toBe("/login");
  }
  const unknown = await send({ host: tenantHost("no-such-business"), path: "/login" });
  expect(unknown.status).toBe(404);
  const html = unknown.body;
  expect(html).toContain("Business Not Found");
  expect(html).not.toContain(">Loading...<");
});

test("the apex shows the tagline and an unknown path is a 404", async ({ page }) => {
  await page.goto(`http://localhost:${port}/`);
  await expect(page.getByText("less churn, more earn").first()).toBeVisible();
  const response = await page.goto(`http://localhost:${port}/definitely-not-a-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the internal portal path is not reachable on the apex", async ({ page }) => {
  const response = await page.goto(`http://localhost:${port}/portal/greenleaf/login`);
  expect(response?.status()).toBe(404);
});
