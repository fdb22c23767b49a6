import { expect, test } from "@playwright/test";
import { startOidcProvider, type TestAccount } from "./oidc-provider";
import { adminNavLabels, app, e2eDatabase, OWNER_NAV, uniqueEmail } from "./support";
import { e2eOidcPort, e2ePort } from "../ports";

/**
 * The whole OAuth round trip against a real OpenID provider standing in for Google
 * (playwright.config.ts points GOOGLE_ISSUER at it): /auth → provider login and consent →
 * /api/auth/callback/google → a new business owner on /admin/dashboard.
 */
const oidcPort = e2eOidcPort();
const accounts = new Map<string, TestAccount>();
let provider: Awaited<ReturnType<typeof startOidcProvider>>;

test.beforeAll(async () => {
  provider = await startOidcProvider({ port: oidcPort, appPort: e2ePort(), accounts });
});
test.afterAll(async () => {
  await provider?.close();
});

async function signInWithGoogle(page: import("@playwright/test").Page, login: string) {
  await page.goto(app("/auth"));
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${oidcPort}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("Google sign-in creates a business owner from the profile and lands on the dashboard", async ({ page }) => {
  const sql = e2eDatabase();
  try {
    const email = uniqueEmail("grace");
    accounts.set(email, { email, given_name: "Grace", family_name: "Hopper", name: "Grace Brewster Hopper" });
    await signInWithGoogle(page, email);

    await expect(page).toHaveURL(app("/admin/dashboard"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Grace!");
    expect(await adminNavLabels(page)).toEqual(OWNER_NAV);

    // Spec §3: names from given/family name, company name empty, business email = account email.
    const [user] = await sql`SELECT id, first_name, last_name, company_name, business_email, password_hash, user_type FROM users WHERE lower(email) = ${email}`;
    expect(user).toMatchObject({ first_name: "Grace", last_name: "Hopper", company_name: "", business_email: email, password_hash: null, user_type: "business_owner" });
    const links = await sql`SELECT provider, provider_account_id FROM accounts WHERE user_id = ${user.id}`;
    expect(links).toEqual([{ provider: "google", provider_account_id: email }]);
    const [business] = await sql`SELECT company_name, portal_subdomain FROM businesses WHERE owner_user_id = ${user.id}`;
    expect(business.company_name).toBe("Grace Hopper");
    const welcome = await sql`SELECT template FROM email_outbox WHERE lower(to_address) = ${email}`;
    expect(welcome.map((row) => row.template)).toEqual(["welcome"]);

    // Signing in again with the same Google account reuses the user.
    await page.context().clearCookies();
    await signInWithGoogle(page, email);
    await expect(page).toHaveURL(app("/admin/dashboard"));
    const [{ count }] = await sql`SELECT count(*)::int AS count FROM users WHERE lower(email) = ${email}`;
    expect(count).toBe(1);
  } finally {
    await sql.end();
  }
});

test("a Google profile with only a full name is split at the first space", async ({ page }) => {
  const sql = e2eDatabase();
  try {
    const email = uniqueEmail("ada");
    accounts.set(email, { email, name: "Ada King Lovelace" });
    await signInWithGoogle(page, email);
    await expect(page).toHaveURL(app("/admin/dashboard"));
    const [user] = await sql`SELECT first_name, last_name FROM users WHERE lower(email) = ${email}`;
    expect(user).toEqual({ first_name: "Ada", last_name: "King Lovelace" });
  } finally {
    await sql.end();
  }
});
