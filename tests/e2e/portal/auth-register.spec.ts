import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_INVITATION_TOKEN } from "@/db/seed/demo-constants";
import { generateToken, hashToken } from "@/lib/security/tokens";
import { COOKIE, e2eDatabase, expectOnLogin, greenleaf, sessionCookie, signIn, toast, uniqueEmail } from "./auth-support";

const sql = e2eDatabase();
test.afterAll(() => sql.end());

/** A Greenleaf customer invited to the portal just now, with the link's token (only its hash is stored). */
async function invitedCustomer(firstName: string) {
  const token = generateToken();
  const email = uniqueEmail(firstName.toLowerCase());
  const [business] = await sql`select id from businesses where portal_subdomain = 'greenleaf'`;
  await sql`insert into customers (business_id, first_name, last_name, email, portal_access_status, invitation_token_hash, invitation_sent_at, invitation_expires_at)
    values (${business.id}, ${firstName}, 'Registers', ${email}, 'invited', ${hashToken(token)}, now(), now() + interval '7 days')`;
  return { token, email };
}

test("the seeded invitee registers, lands on her dashboard signed in, and the link is then spent", async ({ page, context }) => {
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
  // Registration ends signed in (issue 37): no second sign-in with the password just chosen.
  await expect(toast(page, "Registration completed!")).toBeVisible();
  await expect(page).toHaveURL(greenleaf("/dashboard"));
  await expect(page.getByRole("heading", { name: `Welcome back, ${invitee.first_name}!` })).toBeVisible();
  expect(await sessionCookie(context, greenleaf("/"))).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  const [row] = await sql`select portal_access_status, invitation_token_hash, password_hash from customers
    where lower(email) = ${DEMO_EMAILS.greenleafInvitee}`;
  expect(row.portal_access_status).toBe("active");
  expect(row.invitation_token_hash).toBeNull();
  expect(row.password_hash).toMatch(/^\$argon2id\$/);

  // Single use: signed out, the same link now bounces back to /login; the chosen password signs her in.
  await context.clearCookies();
  await page.goto(greenleaf(`/register?token=${DEMO_INVITATION_TOKEN}`));
  await expect(toast(page, "Invalid or expired invitation link")).toBeVisible();
  await expectOnLogin(page);

  await signIn(page, DEMO_EMAILS.greenleafInvitee, "NewLawn2024!");
  await expect(toast(page, "Login successful")).toBeVisible();
  await expect(page).toHaveURL(greenleaf("/dashboard"));
});

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["390 px", { width: 390, height: 844 }],
] as const) {
  test(`registration ends on the dashboard, signed in (${label})`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    const { token, email } = await invitedCustomer(label === "desktop" ? "Desmond" : "Mina");
    await page.goto(greenleaf(`/register?token=${token}`));
    const form = page.getByRole("form", { name: "Complete registration" });
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await form.getByLabel("Password", { exact: true }).fill("Sprout2026!");
    await form.getByLabel("Confirm password").fill("Sprout2026!");
    await form.getByRole("button", { name: "Complete Registration" }).click();

    await expect(toast(page, "Registration completed!")).toBeVisible();
    await expect(page).toHaveURL(greenleaf("/dashboard"));
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, (Desmond|Mina)!$/ })).toBeVisible();
    // A reload stays signed in: the session is the portal's cookie, stored hashed.
    const cookie = await sessionCookie(context, greenleaf("/"));
    expect(cookie?.name).toBe(COOKIE);
    await page.reload();
    await expect(page).toHaveURL(greenleaf("/dashboard"));
    const [session] = await sql`select s.token_hash from customer_sessions s join customers c on c.id = s.customer_id where lower(c.email) = ${email}`;
    expect(session.token_hash).toBe(hashToken(cookie!.value));
  });
}

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
