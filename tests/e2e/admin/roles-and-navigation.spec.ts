import { expect, test } from "@playwright/test";
import {
  adminNavLabels, app, EMPLOYEE, EMPLOYEE_NAV, fillSignIn, OWNER, OWNER_NAV, PASSWORD, signInAsStaff, SUPERADMIN, tenant, toast,
} from "./support";

test("the owner lands on the dashboard with every nav item and the business name", async ({ page }) => {
  await signInAsStaff(page, OWNER);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Oliver!");
  await expect(page.getByTestId("business-name")).toHaveText("Greenleaf Lawn Care");
  expect(await adminNavLabels(page)).toEqual(OWNER_NAV);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Messages" })).toHaveAttribute("href", "/admin/messaging");
  // Issue 37: Reports, Service requests and Notifications are reachable from the navigation.
  for (const [label, heading] of [["Reports", "Reports"], ["Service requests", "Service requests"], ["Notifications", "Notifications"]] as const) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
  }
  // The owner opens every section, e.g. Settings.
  const response = await page.goto(app("/admin/settings"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

test("a default employee sees five nav items and is refused /admin/settings by URL", async ({ page }) => {
  await signInAsStaff(page, EMPLOYEE);
  expect(await adminNavLabels(page)).toEqual(EMPLOYEE_NAV);

  const response = await page.goto(app("/admin/settings"));
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "No permission" })).toBeVisible();
  await expect(page.getByText("You don't have permission to view this page.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Settings" })).toHaveCount(0);
  await expect(page.getByText("Business settings")).toHaveCount(0);

  for (const path of ["/admin/employees", "/admin/invoices", "/admin/quotes", "/admin/contracts", "/admin/reports"]) {
    expect((await page.goto(app(path)))?.status(), path).toBe(403);
  }
  expect((await page.goto(app("/admin/customers")))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
});

test("navigating between admin pages keeps the shell and marks the current item", async ({ page }) => {
  await signInAsStaff(page, OWNER);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await nav.getByRole("link", { name: "Employees" }).click();
  await expect(page).toHaveURL(app("/admin/employees"));
  await expect(page.getByRole("heading", { level: 1, name: "Employees" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Employees" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("table", { name: "Team" })).toContainText("employee@greenleaf.test");
});

test("the superadmin lands on their dashboard with their own nav", async ({ page }) => {
  await page.goto(app("/superadmin/login"));
  await page.getByLabel("Email").fill(SUPERADMIN);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(app("/superadmin/dashboard"));
  await expect(page.getByRole("heading", { name: "Superadmin dashboard" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Superadmin" });
  expect((await nav.getByRole("link").allInnerTexts()).map((t) => t.trim())).toEqual(["Dashboard", "Businesses", "Settings"]);

  await nav.getByRole("link", { name: "Businesses" }).click();
  await expect(page).toHaveURL(app("/superadmin/businesses"));
  const greenleaf = page.getByRole("row").filter({ hasText: "Greenleaf Lawn Care" });
  await expect(greenleaf).toContainText("owner@greenleaf.test");
  await expect(greenleaf).toContainText("greenleaf");
  await expect(greenleaf).toContainText("Enabled");
  await expect(page.getByRole("row").filter({ hasText: "Dormant Handyman" })).toContainText("Disabled");

  // A superadmin is not staff of a business: /admin sends them (via /auth) to their own area.
  await page.goto(app("/admin/dashboard"));
  await expect(page).toHaveURL(app("/superadmin/dashboard"));
});

test("the superadmin area refuses a business owner", async ({ page }) => {
  await page.goto(app("/superadmin/login"));
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(app("/superadmin/login"));

  // Signed in as the owner on the main app, the superadmin pages still refuse.
  await signInAsStaff(page, OWNER);
  for (const path of ["/superadmin/dashboard", "/superadmin/businesses", "/superadmin/settings", "/superadmin/waitlist"]) {
    await page.goto(app(path));
    await expect(page, path).toHaveURL(app("/superadmin/login"));
  }
  await expect(page.getByRole("heading", { name: "Superadmin sign in" })).toBeVisible();
});

test("signed-out visitors are sent to the right login, and /admin to the dashboard", async ({ page }) => {
  await page.goto(app("/admin/settings"));
  await expect(page).toHaveURL(app("/auth?callbackUrl=%2Fadmin%2Fsettings"));
  await page.goto(app("/superadmin/businesses"));
  await expect(page).toHaveURL(app("/superadmin/login"));
  await page.goto(app("/admin"));
  await expect(page).toHaveURL(app("/auth?callbackUrl=%2Fadmin%2Fdashboard"));

  // After signing in, the callbackUrl inside the business area is honoured.
  await page.goto(app("/auth?callbackUrl=%2Fadmin%2Fsettings"));
  await fillSignIn(page, OWNER, PASSWORD);
  await expect(page).toHaveURL(app("/admin/settings"));
  await page.goto(app("/admin"));
  await expect(page).toHaveURL(app("/admin/dashboard"));
  // Signed in with a known type, / and /auth lead to the dashboard.
  await page.goto(app("/"));
  await expect(page).toHaveURL(app("/admin/dashboard"));
  await page.goto(app("/auth"));
  await expect(page).toHaveURL(app("/admin/dashboard"));
});

test("an off-site callbackUrl is ignored", async ({ page }) => {
  for (const hostile of ["https://evil.example/steal", "//evil.example/steal", "/\\evil.example"]) {
    await page.context().clearCookies();
    await page.goto(app(`/auth?callbackUrl=${encodeURIComponent(hostile)}`));
    await fillSignIn(page, OWNER, PASSWORD);
    await expect(page, hostile).toHaveURL(app("/admin/dashboard"));
  }
});

test("wrong credentials and unknown emails get the same answer", async ({ page }) => {
  await page.goto(app("/auth"));
  await fillSignIn(page, OWNER, "Wrong-password1!");
  await expect(toast(page, "Invalid email or password")).toBeVisible();
  const first = await toast(page, "Invalid email or password").getAttribute("data-toast-id");
  await fillSignIn(page, "nobody-here@example.test", "Wrong-password1!");
  // A second toast (a new id) with the very same text: nothing tells the two cases apart.
  await expect(toast(page, "Invalid email or password")).not.toHaveAttribute("data-toast-id", first ?? "");
  await expect(toast(page, "Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(app("/auth"));
});

test("a customer signing in on the main app is sent to their business's portal login", async ({ page }) => {
  await page.goto(app("/auth"));
  await fillSignIn(page, "customer@greenleaf.test", PASSWORD);
  await expect(page).toHaveURL(tenant("greenleaf", "/login"));
  await expect(page.getByRole("heading", { name: "Greenleaf Lawn Care" })).toBeVisible();
});

test("sign-out says so and returns to /auth; the admin area is closed again", async ({ page }) => {
  await signInAsStaff(page, OWNER);
  const menuButton = page.getByRole("button", { name: /User menu/ });
  const menu = page.getByRole("dialog", { name: /User menu/ });
  // From the keyboard: Enter opens it on its one action, Escape closes it back onto the button.
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(OWNER);
  await expect(menu.getByRole("button", { name: "Sign out" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expect(toast(page, "Signed out successfully")).toBeVisible();
  await expect(page).toHaveURL(app("/auth"));
  await page.goto(app("/admin/dashboard"));
  await expect(page).toHaveURL(app("/auth?callbackUrl=%2Fadmin%2Fdashboard"));
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sidebar is collapsed and opens as an overlay", async ({ page }) => {
    await signInAsStaff(page, EMPLOYEE);
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    const overlay = page.getByRole("dialog");
    await expect(overlay).toBeVisible();
    const labels = (await overlay.getByRole("navigation", { name: "Admin" }).getByRole("link").allInnerTexts()).map((t) => t.trim());
    expect(labels).toEqual(EMPLOYEE_NAV);
    await overlay.getByRole("link", { name: "Service requests" }).click();
    await expect(page).toHaveURL(app("/admin/service-requests"));
    await expect(page.getByRole("heading", { level: 1, name: "Service requests" })).toBeVisible();
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Schedule" }).click();
    await expect(page).toHaveURL(app("/admin/schedule"));
    await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
