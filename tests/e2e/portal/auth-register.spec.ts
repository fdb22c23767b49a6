import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_INVITATION_TOKEN } from "@/db/seed/demo-constants";
import { e2eDatabase, expectOnLogin, greenleaf, signIn, toast } from "./auth-support";

const sql = e2eDatabase();
test.afterAll(() => sql.end());

test("the seeded invitee registers, the link is then spent, and she can sign in", async ({ page }) => {
  const [invitee] = await sql`select first_name from customers where lower(email) = ${DEMO_EMAILS.greenleafInvitee}`;
  await page.goto(greenleaf(`/register?token=${DEMO_INVITATION_TOKEN}`));
  await expect(page.getByRole("heading", { name: `Welcome, ${invitee.first_name}!` })).toBeVisible();
  const form = page.getByRole("form", { name: "Complete registration" });
  await expect(form.getByLabel("Email")).toBeDisabled();
  await expect(form.getByLabel("Email")).toHaveValue(DEMO_EMAILS.greenleafInvitee);
  const submit = form.getByRole("button", { name: "Complete Registration" });
  await expect(submit).toBeDisabled();

  await form.getByLabel("Password", { exact: true }).fill("short");
  await expect(submit).toBeDisabled();
  await form.getByLabel("Confirm password").fill("short");
  await submit.click();
  await expect(toast(page, "Password must be at least 8 characters long")).toBeVisible();

  await form.getByLabel("Password", { exact: true }).fill("NewLawn2024!");
  await form.getByLabel("Confirm password").fill("NewLawn2024?");
  await submit.click();
  await expect(toast(page, "Passwords do not match")).toBeVisible();
  await expect(form.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Confirm password").fill("NewLawn2024!");
  await submit.click();
  await expect(toast(page, "Registration completed! You can now sign in.")).toBeVisible();
  await expectOnLogin(page);

  const [row] = await sql`select portal_access_status, invitation_token_hash, password_hash from customers
    where lower(email) = ${DEMO_EMAILS.greenleafInvitee}`;
  expect(row.portal_access_status).toBe("active");
  expect(row.invitation_token_hash).toBeNull();
  expect(row.password_hash).toMatch(/^\$argon2id\$/);

  // Single use: the same link now bounces back to /login.
  await page.goto(greenleaf(`/register?token=${DEMO_INVITATION_TOKEN}`));
  await expect(toast(page, "Invalid or expired invitation link")).toBeVisible();
  await expectOnLogin(page);

  await signIn(page, DEMO_EMAILS.greenleafInvitee, "NewLawn2024!");
  await expect(toast(page, "Login successful")).toBeVisible();
  await expect(page).toHaveURL(greenleaf("/dashboard"));
});

test("a register link without a token says so and goes to /login", async ({ page }) => {
  await page.goto(greenleaf("/register"));
  await expect(toast(page, "Invalid invitation link")).toBeVisible();
  await expectOnLogin(page);
});

test("a made-up token is an invalid or expired link", async ({ page }) => {
  await page.goto(greenleaf(`/register?token=${"x".repeat(43)}`));
  await expect(toast(page, "Invalid or expired invitation link")).toBeVisible();
  await expectOnLogin(page);
});
