import { expect, test } from "@playwright/test";
import { DEMO_EMAILS, DEMO_PASSWORD } from "@/db/seed/demo-constants";
import { COOKIE, e2eDatabase, expectOnLogin, greenleaf, sessionCookie, signIn, toast } from "./auth-support";

const sql = e2eDatabase();
test.afterAll(() => sql.end());

test("Jane signs in on greenleaf: toast, dashboard, a host-only httpOnly cookie, a hashed session row", async ({ page, context }) => {
  await signIn(page, DEMO_EMAILS.greenleafCustomer, DEMO_PASSWORD);
  await expect(toast(page, "Login successful")).toBeVisible();
  await expect(page).toHaveURL(greenleaf("/dashboard"));

  const cookie = await sessionCookie(context, greenleaf());
  expect(cookie).toBeDefined();
  expect(cookie).toMatchObject({ domain: "greenleaf.localhost", httpOnly: true, sameSite: "Lax", path: "/" });
  expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const rows = await sql`
    select s.token_hash, c.email from customer_sessions s join customers c on c.id = s.customer_id
    where s.token_hash = encode(sha256(convert_to(${cookie!.value}, 'UTF8')), 'hex')`;
  expect(rows).toHaveLength(1);
  expect(rows[0].email).toBe(DEMO_EMAILS.greenleafCustomer);
  const plain = await sql`select 1 from customer_sessions where token_hash = ${cookie!.value}`;
  expect(plain).toHaveLength(0);

  // Signed in, /login sends her on to the dashboard.
  await page.goto(greenleaf("/login"));
  await expect(page).toHaveURL(greenleaf("/dashboard"));
});

test("every field is required: the first validation error shows as a toast and nothing is sent", async ({ page }) => {
  await page.goto(greenleaf("/login"));
  let posted = false;
  page.on("request", (r) => {
    if (r.url().includes("/api/customer-login")) posted = true;
  });
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Email is required")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Please enter a valid email address")).toBeVisible();
  await form.getByLabel("Email").fill(DEMO_EMAILS.greenleafCustomer);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Password is required")).toBeVisible();
  expect(posted).toBe(false);
});

test("the tabs work from the keyboard, and a fixed field loses its error as it is typed", async ({ page }) => {
  await page.goto(greenleaf("/login"));
  const signInTab = page.getByRole("tab", { name: "Sign In" });
  const signUpTab = page.getByRole("tab", { name: "Sign Up" });
  await expect(signInTab).toHaveAttribute("aria-selected", "true");
  await expect(signUpTab).toHaveAttribute("tabindex", "-1");

  await signInTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(signUpTab).toBeFocused();
  await expect(signUpTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("form", { name: "Sign up" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Sign in" })).toHaveCount(0);
  await page.keyboard.press("ArrowRight"); // wraps round
  await expect(signInTab).toBeFocused();
  await page.keyboard.press("End");
  await expect(signUpTab).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(signInTab).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Tab"); // one tab stop for the list, then its panel
  await expect(page.getByRole("tabpanel", { name: "Sign In" })).toBeFocused();

  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(form.getByLabel("Email")).toBeFocused();
  await expect(form.getByText("Email is required")).toBeVisible();
  await form.getByLabel("Email").fill(DEMO_EMAILS.greenleafCustomer);
  await expect(form.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Email is required")).toHaveCount(0);
  await expect(form.getByText("Password is required")).toBeVisible();
  await form.getByLabel("Password").fill(DEMO_PASSWORD);
  await expect(form.getByText("Password is required")).toHaveCount(0);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(greenleaf("/dashboard"));
});

test("a wrong password shows 'Invalid email or password' and sets no cookie", async ({ page, context }) => {
  await signIn(page, DEMO_EMAILS.greenleafCustomer, "Wrong-password-1!");
  await expect(toast(page, "Invalid email or password")).toBeVisible();
  await expectOnLogin(page);
  expect(await sessionCookie(context, greenleaf())).toBeUndefined();
});

test("a customer of sparkle cannot sign in on greenleaf", async ({ page }) => {
  await signIn(page, DEMO_EMAILS.sparkleCustomer, DEMO_PASSWORD);
  await expect(toast(page, "Invalid email or password")).toBeVisible();
  await expectOnLogin(page);
});

test("protected portal paths and unknown paths send a signed-out visitor to /login", async ({ page }) => {
  for (const path of ["/dashboard", "/quotes", "/no-such-page/deeper"]) {
    await page.goto(greenleaf(path));
    await expectOnLogin(page);
  }
  // An unknown path is a real HTTP redirect, not a page that redirects in the browser.
  const landed = await page.goto(greenleaf("/no-such-page"));
  const hop = await landed!.request().redirectedFrom()?.response();
  expect(hop?.status()).toBe(307);
  expect(hop?.headers().location).toBe("/login");
  expect((await page.context().cookies()).some((c) => c.name === COOKIE)).toBe(false);
});
