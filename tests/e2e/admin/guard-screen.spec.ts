import { expect, test, type Page } from "@playwright/test";
import { app, OWNER, signInAsStaff } from "./support";

/** Never answers the page's request, so access validation stays pending in the browser until the test ends. */
async function stallPage(page: Page, path: RegExp) {
  await page.route(path, () => {});
}

test("a pending admin navigation shows the guard messages at 0, 2 and 5 s, then the Loading Timeout card at 10 s", async ({ page }) => {
  // The browser's timers run on Playwright's clock, paused before the click: the guard's
  // 2/5/10 s steps are then checked exactly, however slow the machine is.
  await page.clock.install();
  await signInAsStaff(page, OWNER);
  await stallPage(page, /\/admin\/customers/);
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customers" }).click();

  const status = page.getByTestId("guard-screen").getByRole("status");
  await expect(status).toHaveText("Checking permissions...");
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await page.clock.runFor(1_999);
  await expect(status).toHaveText("Checking permissions...");
  await page.clock.runFor(1);
  await expect(status).toHaveText("Validating access...");
  await page.clock.runFor(2_999);
  await expect(status).toHaveText("Validating access...");
  await page.clock.runFor(1);
  await expect(status).toHaveText("Almost ready...");
  await page.clock.runFor(4_999);
  await expect(status).toHaveText("Almost ready...");
  await page.clock.runFor(1);
  await expect(page.getByRole("heading", { name: "Loading Timeout" })).toBeVisible();
  await expect(
    page.getByText("The page is taking longer than expected to load. This might be due to a network issue or session problem."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Go to Login" })).toBeVisible();
  await page.clock.resume();

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
  await stallPage(page, /\/admin\/quotes/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Quotes" }).click();
  await expect(page.getByText("Checking permissions...")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("guard-screen")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expect(page).toHaveURL(app("/admin/dashboard"));
});
