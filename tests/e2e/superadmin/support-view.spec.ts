import { expect, test, type Page } from "@playwright/test";
import { app, e2eDatabase, PASSWORD, SUPERADMIN, toast } from "../admin/support";

/** Issue 14: the operator opens a business's admin area read-only through support view, and leaves. */
const sql = e2eDatabase();

test.afterAll(async () => {
  await sql.end();
});

async function signInAsSuperadmin(page: Page) {
  await page.goto(app("/superadmin/login"));
  await page.getByLabel("Email").fill(SUPERADMIN);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(app("/superadmin/dashboard"));
}

test("support view shows Greenleaf's customers under a banner, refuses a write, and Exit returns to the audited detail page", async ({ page }) => {
  const [business] = await sql<{ id: string }[]>`select id from businesses where portal_subdomain = 'greenleaf'`;
  const customersBefore = await sql<{ n: number }[]>`select count(*)::int as n from customers where business_id = ${business.id}`;
  const [someone] = await sql<{ email: string }[]>`
    select email from customers where business_id = ${business.id} and email is not null and archived_at is null order by created_at limit 1`;

  await signInAsSuperadmin(page);
  // Without a support view the business area is not the operator's.
  await page.goto(app("/admin/customers"));
  await expect(page).toHaveURL(app("/superadmin/dashboard"));

  await page.goto(app(`/superadmin/businesses/${business.id}`));
  await page.getByRole("button", { name: "View as support" }).click();
  await expect(page).toHaveURL(app("/admin/dashboard"));
  const banner = page.getByTestId("support-view-banner");
  await expect(banner).toHaveText(/Support view of Greenleaf Lawn Care — read-only/);

  await page.goto(app(`/admin/customers?q=${encodeURIComponent(someone.email)}`));
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByText(someone.email).first()).toBeVisible();

  // A write through the real form is refused by the core, with the read-only message.
  await page.getByRole("button", { name: "New customer" }).click();
  const form = page.getByRole("form", { name: "New customer" });
  await form.getByLabel("First name").fill("Support");
  await form.getByLabel("Last name").fill("Sneaky");
  await form.getByLabel("Email").fill("support-sneaky@example.test");
  await form.getByRole("button", { name: "Create customer" }).click();
  await expect(toast(page, "Support view is read-only")).toBeVisible();
  await expect(form.getByRole("alert")).toHaveText("Support view is read-only");
  const customersAfter = await sql<{ n: number }[]>`select count(*)::int as n from customers where business_id = ${business.id}`;
  expect(customersAfter[0].n).toBe(customersBefore[0].n);
  await page.keyboard.press("Escape");

  await banner.getByRole("button", { name: "Exit support view" }).click();
  await expect(page).toHaveURL(app(`/superadmin/businesses/${business.id}`));
  const audit = page.getByRole("table", { name: "Audit log" });
  await expect(audit).toContainText("support_view.ended");
  await expect(audit).toContainText("support_view.started");
  await expect(audit.getByRole("row").filter({ hasText: "support_view.page_opened" }).filter({ hasText: "/admin/customers" }).first()).toBeVisible();
  await expect(audit.getByRole("row").filter({ hasText: "support_view.ended" }).first()).toContainText(SUPERADMIN);

  // The session is over: the business area is closed to the operator again.
  await page.goto(app("/admin/customers"));
  await expect(page).toHaveURL(app("/superadmin/dashboard"));
  const [session] = await sql<{ ended_at: Date | null }[]>`
    select ended_at from support_view_sessions where business_id = ${business.id} order by started_at desc limit 1`;
  expect(session.ended_at).not.toBeNull();
});
