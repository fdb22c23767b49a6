import { expect, test, type Page } from "@playwright/test";
import { e2eDatabase, site, uniqueEmail } from "./support";

const sql = e2eDatabase();
test.afterAll(async () => {
  await sql.end();
});

const entries = (email: string) =>
  sql<{ name: string; email: string; business_name: string; industry: string; customer_count: string }[]>`
    select name, email, business_name, industry, customer_count from waitlist_entries where lower(email) = lower(${email})`;

async function fillWaitlist(page: Page, values: { name: string; email: string; business: string; industry?: string; customers: string }) {
  const form = page.locator("form");
  await form.getByLabel("Your name").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Business name").fill(values.business);
  if (values.industry) {
    await form.getByRole("combobox", { name: "Industry" }).click();
    await page.getByRole("option", { name: values.industry }).click();
  }
  await form.getByRole("combobox", { name: "Number of customers" }).click();
  await page.getByRole("option", { name: values.customers }).click();
}

test("a bad email shows the spec's message and stores nothing", async ({ page }) => {
  await page.goto(site("/waitlist"));
  const email = `not-an-email-${Date.now()}`;
  await fillWaitlist(page, { name: "Pat Quinn", email, business: "Quinn Cleaning", industry: "Home cleaning", customers: "1–25 customers" });
  await page.locator("form").getByRole("button", { name: "Join Waitlist" }).click();
  const field = page.locator("form").getByLabel("Email");
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(site("/waitlist"));
  expect(await entries(email)).toHaveLength(0);

  await field.fill("");
  await page.locator("form").getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
});

test("the server rejects a bad email even without the browser's checks", async ({ page }) => {
  // The same schema runs in the server action; a request that skips the form's validation
  // (here: a form submitted with client validation bypassed by a patched value) is refused.
  await page.goto(site("/waitlist"));
  const email = uniqueEmail("srv");
  await fillWaitlist(page, { name: "Pat Quinn", email, business: "Quinn Cleaning", industry: "Pet care", customers: "1–25 customers" });
  // Overwrite the value after client validation has passed, just before the action is sent.
  await page.route("**/waitlist", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const body = route.request().postData() ?? "";
    await route.continue({ postData: body.replace(email, "broken-address") });
  });
  await page.locator("form").getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page).toHaveURL(site("/waitlist"));
  expect(await entries(email)).toHaveLength(0);
  expect(await entries("broken-address")).toHaveLength(0);
});

test("joining lands on the confirmation page, stores one entry and sends the confirmation email", async ({ page }) => {
  const email = uniqueEmail("join");
  await page.goto(site("/waitlist"));
  await fillWaitlist(page, { name: "Rosa Díaz", email, business: "Rosa's Lawns", industry: "Lawn care & landscaping", customers: "101–250 customers" });
  await page.locator("form").getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page).toHaveURL(site("/waitlist-confirmation"));
  await expect(page.getByRole("heading", { name: "You're on the waitlist!" })).toBeVisible();

  expect(await entries(email)).toEqual([
    { name: "Rosa Díaz", email, business_name: "Rosa's Lawns", industry: "lawn-care", customer_count: "101-250" },
  ]);
  const mails = await sql`select subject from email_outbox where to_address = ${email} and template = 'waitlist-confirmation'`;
  expect(mails.map((m) => m.subject)).toEqual(["You're on the ServiceLoop waitlist"]);
});

test("a duplicate email (any case) is answered kindly and adds no row", async ({ page }) => {
  const email = uniqueEmail("dup");
  await page.goto(site("/waitlist"));
  await fillWaitlist(page, { name: "Sam Lee", email, business: "Lee Handyman", industry: "Handyman & home repair", customers: "1–25 customers" });
  await page.locator("form").getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page).toHaveURL(site("/waitlist-confirmation"));

  await page.goto(site("/waitlist"));
  await fillWaitlist(page, { name: "Sam Lee", email: email.toUpperCase(), business: "Lee Handyman", industry: "Handyman & home repair", customers: "1–25 customers" });
  await page.locator("form").getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByRole("status")).toContainText("You're already on the list");
  await expect(page.getByRole("status")).toContainText("this email is already on the waitlist");
  await expect(page).toHaveURL(site("/waitlist"));
  expect(await entries(email)).toHaveLength(1);
  const mails = await sql`select id from email_outbox where lower(to_address) = lower(${email}) and template = 'waitlist-confirmation'`;
  expect(mails).toHaveLength(1);
});

test("an industry page's waitlist link preselects that industry", async ({ page }) => {
  await page.goto(site("/pressure-washing"));
  await page.getByRole("main").getByRole("link", { name: "Join Waitlist" }).first().click();
  await expect(page).toHaveURL(site("/waitlist?industry=pressure-washing"));
  await expect(page.getByRole("combobox", { name: "Industry" })).toHaveText("Pressure washing");
});

test("a filled honeypot is answered like a success and stores nothing", async ({ page }) => {
  const email = uniqueEmail("bot");
  await page.goto(site("/waitlist"));
  await fillWaitlist(page, { name: "Bot Bot", email, business: "Spam Inc", industry: "Other recurring service", customers: "More than 500 customers" });
  await page.locator("#hp-website").fill("http://spam.example", { force: true });
  await page.locator("form").getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page).toHaveURL(site("/waitlist-confirmation"));
  expect(await entries(email)).toHaveLength(0);
});
