import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "@/db/seed/demo-constants";
import { e2eDatabase, greenleaf, sessionCookie, toast, uniqueEmail } from "./auth-support";

const sql = e2eDatabase();
test.afterAll(() => sql.end());

async function openSignUp(page: import("@playwright/test").Page) {
  await page.goto(greenleaf("/login"));
  await page.getByRole("tab", { name: "Sign Up" }).click();
  return page.getByRole("form", { name: "Sign up" });
}

test("a new visitor signs up on greenleaf and becomes a greenleaf customer with a conversation", async ({ page, context }) => {
  const email = uniqueEmail("e2e-signup");
  const form = await openSignUp(page);
  await form.getByLabel("First name").fill("Rosa");
  await form.getByLabel("Last name").fill("Diaz");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("weakpassword");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(
    toast(page, "Password must contain at least one uppercase letter, lowercase letter, number, and special character"),
  ).toBeVisible();
  // The values survive the failed submit.
  await expect(form.getByLabel("Email")).toHaveValue(email);

  await form.getByLabel("Password").fill("Garden2024!");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(toast(page, "Account created successfully!")).toBeVisible();
  await expect(page).toHaveURL(greenleaf("/dashboard"));
  expect(await sessionCookie(context, greenleaf())).toBeDefined();

  const rows = await sql`
    select c.id, c.first_name, c.last_name, c.portal_access_status, b.portal_subdomain,
           (select count(*) from conversations v where v.customer_id = c.id and v.business_id = c.business_id)::int as conversations
    from customers c join businesses b on b.id = c.business_id
    where lower(c.email) = ${email}`;
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    first_name: "Rosa",
    last_name: "Diaz",
    portal_access_status: "active",
    portal_subdomain: "greenleaf",
    conversations: 1,
  });
});

test("the first missing field is reported, in form order", async ({ page }) => {
  const form = await openSignUp(page);
  await form.getByLabel("Email").fill(uniqueEmail("partial"));
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(toast(page, "First name is required")).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
});

test("signing up with an email that already has an account is refused without creating anyone", async ({ page }) => {
  const form = await openSignUp(page);
  await form.getByLabel("First name").fill("Jane");
  await form.getByLabel("Last name").fill("Again");
  await form.getByLabel("Email").fill(DEMO_EMAILS.greenleafCustomer);
  await form.getByLabel("Password").fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(toast(page, "Authentication failed")).toBeVisible();
  await expect(page).toHaveURL(greenleaf("/login"));
  const rows = await sql`select count(*)::int as n from customers c join businesses b on b.id = c.business_id
    where b.portal_subdomain = 'greenleaf' and lower(c.email) = ${DEMO_EMAILS.greenleafCustomer}`;
  expect(rows[0].n).toBe(1);
});
