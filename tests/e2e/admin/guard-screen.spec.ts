import { expect, test, type Page } from "@playwright/test";
import { app, OWNER, signInAsStaff } from "./support";

/** Holds the server's answer for a page so access validation stays pending in the browser. */
async function stallPage(page: Page, path: RegExp, ms: number) {
  await page.route(path, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

test("a pending admin navigation shows the guard messages, then the Loading Timeout card", async ({ page }) => {
  await signInAsStaff(page, OWNER);
  await stallPage(page, /\/admin\/customers/, 15_000);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customers" }).click();

  const status = page.getByTestId("guard-screen").getByRole("status");
  await expect(status).toHaveText("Checking permissions...");
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(status).toHaveText("Validating access...", { timeout: 3_000 });
  await expect(status).toHaveText("Almost ready...", { timeout: 4_000 });
  await expect(page.getByRole("heading", { name: "Loading Timeout" })).toBeVisible({ timeout: 6_000 });
  await expect(
    page.getByText("The page is taking longer than expected to load. This might be due to a network issue or session problem."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Go to Login" })).toBeVisible();

  // 'Clear Session & Try Again' empties both storages, ends the session and returns to /auth.
  await page.evaluate(() => {
    localStorage.setItem("leftover", "1");
    sessionStorage.setItem("leftover", "1");
  });
  await page.getByRole("button", { name: "Clear Session & Try Again" }).click();
  await expect(page).toHaveURL(app("/auth"));
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  await page.goto(app("/admin/dashboard"));
  await expect(page).toHaveURL(app("/auth?callbackUrl=%2Fadmin%2Fdashboard"));
});

test("Cancel abandons the pending navigation and keeps the current page", async ({ page }) => {
  await signInAsStaff(page, OWNER);
  await stallPage(page, /\/admin\/quotes/, 20_000);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Quotes" }).click();
  await expect(page.getByText("Checking permissions...")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("guard-screen")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expect(page).toHaveURL(app("/admin/dashboard"));
});
