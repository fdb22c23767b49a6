import { expect, test, type Page } from "@playwright/test";
import { app, e2eDatabase, PASSWORD, SUPERADMIN, tenant, toast, uniqueEmail } from "../admin/support";

/** Issue 14: the operator suspends and restores a business, keeps settings valid and invites from the waitlist. */
const sql = e2eDatabase();

test.afterAll(async () => {
  // Never leave the demo business suspended for the specs that follow, whatever happened above.
  await sql`update businesses set suspended_at = null where portal_subdomain = 'greenleaf'`;
  await sql.end();
});

async function signInAsSuperadmin(page: Page) {
  await page.goto(app("/superadmin/login"));
  await page.getByLabel("Email").fill(SUPERADMIN);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(app("/superadmin/dashboard"));
}

test("the superadmin suspends Greenleaf, whose portal then shows Business Not Found, and restores it", async ({ page, browser }) => {
  await signInAsSuperadmin(page);
  await page.goto(app("/superadmin/businesses"));
  await page.getByRole("searchbox", { name: "Search businesses" }).fill("greenleaf");
  await expect(page).toHaveURL(/q=greenleaf/);
  await expect(page.getByRole("row").filter({ hasText: "Dormant Handyman" })).toHaveCount(0);
  await page.getByRole("link", { name: "Greenleaf Lawn Care" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Greenleaf Lawn Care" })).toBeVisible();
  await expect(page.getByText("owner@greenleaf.test").first()).toBeVisible();

  await page.getByRole("button", { name: "Suspend business" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Suspend" }).click();
  await expect(toast(page, "Greenleaf Lawn Care suspended")).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore business" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Audit log" })).toContainText("business.suspended");
  const [row] = await sql<{ suspended_at: Date | null }[]>`select suspended_at from businesses where portal_subdomain = 'greenleaf'`;
  expect(row.suspended_at).not.toBeNull();

  const visitor = await browser.newPage();
  const response = await visitor.goto(tenant("greenleaf", "/login"));
  expect(response?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "Business Not Found" })).toBeVisible();

  await page.getByRole("button", { name: "Restore business" }).click();
  await expect(toast(page, "Greenleaf Lawn Care restored")).toBeVisible();
  await expect(page.getByRole("button", { name: "Suspend business" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Audit log" })).toContainText("business.restored");

  const again = await visitor.goto(tenant("greenleaf", "/login"));
  expect(again?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { name: "Business Not Found" })).toHaveCount(0);
  await visitor.close();
});

test("saving settings with a bad value shows the message and saves nothing", async ({ page }) => {
  await signInAsSuperadmin(page);
  await page.goto(app("/superadmin/settings"));
  const fee = page.getByLabel("Platform fee for card payments (basis points)");
  await fee.fill("5000");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Platform fee must be between 0 and 1000 basis points")).toBeVisible();
  await expect(fee).toHaveAttribute("aria-invalid", "true");
  const [stored] = await sql<{ value: unknown }[]>`select value from platform_settings where key = 'platform_fee_bps'`;
  expect(stored?.value).not.toBe(5000);
});

test("a business whose Stripe account is connected shows as connected, as its own Settings → Payments does", async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const accountId = `acct_test_${tag}`;
  // As sync-stripe-account leaves a business after onboarding (the account can charge).
  const [business] = await sql<{ id: string }[]>`insert into businesses (company_name, portal_subdomain, stripe_account_id, payment_provider)
    values (${`Stripe Ready ${tag}`}, ${`stripe-ready-${tag}`}, ${accountId}, 'stripe') returning id`;
  await sql`insert into audit_log (business_id, actor_type, action, target_type, target_id, meta)
    values (${business.id}, 'staff', 'payments.stripe_connected', 'business', ${business.id}, ${sql.json({ stripeAccountId: accountId })})`;
  const [pending] = await sql<{ id: string }[]>`insert into businesses (company_name, portal_subdomain, stripe_account_id, payment_provider)
    values (${`Stripe Pending ${tag}`}, ${`stripe-pending-${tag}`}, ${`acct_pending_${tag}`}, 'manual') returning id`;

  await signInAsSuperadmin(page);
  await page.goto(app(`/superadmin/businesses/${business.id}`));
  const payments = page.locator("dl > div").filter({ has: page.locator("dt", { hasText: /^Payments$/ }) }).locator("dd");
  await expect(payments).toHaveText(`Stripe connected · ${accountId}`);
  await expect(page.getByText("payments.stripe_connected")).toBeVisible();
  await page.goto(app(`/superadmin/businesses/${pending.id}`));
  await expect(payments).toHaveText(`Stripe setup not finished · acct_pending_${tag}`);
});

test("an invited waitlist entry signs up from the emailed link with the business name prefilled", async ({ page, browser }) => {
  const email = uniqueEmail("invitee");
  const businessName = `Invited Pools ${email.slice(8, 16)}`;
  await sql`insert into waitlist_entries (name, email, business_name) values ('Ivy Invitee', ${email}, ${businessName})`;

  await signInAsSuperadmin(page);
  await page.goto(app("/superadmin/waitlist"));
  const entry = page.getByRole("row").filter({ hasText: email });
  await expect(entry).toContainText("Waiting");
  await entry.getByRole("checkbox", { name: "Select Ivy Invitee" }).click();
  await page.getByRole("button", { name: /^Send invitations/ }).click();
  await expect(toast(page, "1 invitation sent")).toBeVisible();
  await expect(entry).toContainText("Invited");

  const [mail] = await sql<{ html: string }[]>`select html from email_outbox where to_address = ${email} and template = 'business-invitation'`;
  const link = /href="([^"]*\/auth\?tab=signup&(?:amp;)?invite=[^"]+)"/.exec(mail.html)![1].replaceAll("&amp;", "&");
  const path = link.slice(link.indexOf("/auth"));

  const invitee = await browser.newPage();
  await invitee.goto(app(path));
  const form = invitee.getByRole("form", { name: "Sign up" });
  await expect(form.getByLabel("Company name")).toHaveValue(businessName);
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("First name")).toHaveValue("Ivy");
  await form.getByLabel("Password").fill("Passw0rd!23");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(invitee).toHaveURL(app("/admin/dashboard"));
  await invitee.close();

  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Joined");
  const [business] = await sql<{ company_name: string }[]>`select company_name from businesses where company_name = ${businessName}`;
  expect(business?.company_name).toBe(businessName);
});
