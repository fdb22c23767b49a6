import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../../db/seed/demo-constants";
import { e2ePort } from "../ports";
import { apexHost, mainHost as staffHost, send } from "../security/http";

/**
 * Issue 37 "One staff host": staff work on app.{apex} only. A staff page opened on the apex
 * (or www.) is sent to the same path and query on app., so an owner who signed in there is
 * never asked again; marketing pages stay on the apex.
 */
const port = e2ePort();
const apex = (path: string) => `http://localhost:${port}${path}`;
const staff = (path: string) => `http://app.localhost:${port}${path}`;

test("staff pages on the apex and www. answer a permanent redirect to the same path and query on app.", async () => {
  for (const [host, path] of [
    [apexHost, "/admin/dashboard?from=email&x=1"],
    [apexHost, "/admin"],
    [apexHost, "/auth?tab=signup&invite=abc"],
    [apexHost, "/auth/session-ended"],
    [apexHost, "/superadmin/login"],
    [apexHost, "/invite?token=abc"],
    [`www.localhost:${port}`, "/admin/settings/payments?stripe=checked"],
  ]) {
    const response = await send({ host, path });
    expect(response.status, `${host}${path}`).toBe(308);
    expect(response.headers.location, `${host}${path}`).toBe(staff(path));
  }
  // Marketing pages, the API and app. itself stay where they are.
  expect((await send({ host: apexHost, path: "/pricing" })).status).toBe(200);
  expect((await send({ host: apexHost, path: "/api/health" })).status).toBe(200);
  const onStaffHost = await send({ host: staffHost, path: "/admin/dashboard" });
  expect(onStaffHost.status).toBe(307);
  expect(onStaffHost.headers.location).toBe("/auth?callbackUrl=%2Fadmin%2Fdashboard");
});

test("an owner who opens the apex's sign-in works signed in on app., and an apex admin link opens signed in", async ({ page }) => {
  await page.goto(apex("/auth"));
  await expect(page).toHaveURL(staff("/auth"));
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(DEMO_EMAILS.greenleafOwner);
  await form.getByLabel("Password").fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(staff("/admin/dashboard"));
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back/ })).toBeVisible();

  // A link on the apex (an old email, a bookmark): no second sign-in.
  await page.goto(apex("/admin/customers?q=a"));
  await expect(page).toHaveURL(staff("/admin/customers?q=a"));
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
});
