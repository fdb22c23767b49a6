import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "@/db/seed/demo-constants";
import {
  COOKIE,
  e2eDatabase,
  expectOnLogin,
  greenleaf,
  sessionCookie,
  signIn,
  sparkle,
  sparkleCustom,
  toast,
} from "./auth-support";

const sql = e2eDatabase();
test.afterAll(() => sql.end());
const tokenRow = (token: string) =>
  sql`select id from customer_sessions where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`;

test("a greenleaf session cookie is not sent to, nor accepted by, sparkle", async ({ page, context }) => {
  await signIn(page, DEMO_EMAILS.greenleafCustomer, DEMO_PASSWORD);
  await expect(page).toHaveURL(greenleaf("/dashboard"));
  const cookie = (await sessionCookie(context, greenleaf()))!;
  // Host-only: the browser keeps it to greenleaf.
  expect(await sessionCookie(context, sparkle())).toBeUndefined();
  expect(await sessionCookie(context, sparkleCustom())).toBeUndefined();

  // Planted on sparkle's hosts by hand, it still signs no one in there.
  await context.addCookies([
    { name: COOKIE, value: cookie.value, domain: "sparkle.localhost", path: "/", httpOnly: true, sameSite: "Lax" },
    { name: COOKIE, value: cookie.value, domain: "portal.sparkle.test", path: "/", httpOnly: true, sameSite: "Lax" },
  ]);
  await page.goto(sparkleCustom("/dashboard"));
  await expectOnLogin(page);
  await expect(page.getByRole("heading", { name: "Sparkle Home Cleaning" })).toBeVisible();
  await page.goto(sparkle("/login"));
  await expectOnLogin(page);

  // Spec §4: presenting it to another business invalidated the session everywhere.
  expect(await tokenRow(cookie.value)).toHaveLength(0);
  await page.goto(greenleaf("/dashboard"));
  await expectOnLogin(page);
});

test("logout ends the session on the server, clears the cookie and lands on /login", async ({ page, context }) => {
  await signIn(page, DEMO_EMAILS.greenleafCustomer, DEMO_PASSWORD);
  await expect(page).toHaveURL(greenleaf("/dashboard"));
  const cookie = (await sessionCookie(context, greenleaf()))!;
  expect(await tokenRow(cookie.value)).toHaveLength(1);

  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(toast(page, "Logged out successfully")).toBeVisible();
  await expectOnLogin(page);
  expect(await sessionCookie(context, greenleaf())).toBeUndefined();
  expect(await tokenRow(cookie.value)).toHaveLength(0);

  // Back to a protected page: signed out for real.
  await page.goto(greenleaf("/dashboard"));
  await expectOnLogin(page);
});
