import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { adminNavLabels, app, e2eDatabase, OWNER_NAV, tenant, toast, uniqueEmail } from "./support";

test("sign-up validates, creates the owner and business, and the portal subdomain answers", async ({ page }) => {
  const sql = e2eDatabase();
  try {
    const suffix = randomUUID().slice(0, 6);
    const company = `Maple & Oak Lawn ${suffix}!`;
    const email = uniqueEmail("owner");
    await page.goto(app("/auth"));
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const form = page.getByRole("form", { name: "Sign up" });
    const submit = form.getByRole("button", { name: "Create Account" });

    // Every field must be filled before submitting.
    await form.getByLabel("First name").fill("Rosa");
    await form.getByLabel("Last name").fill("Parks2");
    await form.getByLabel("Company name").fill(company);
    await form.getByLabel("Email").fill("not-an-email");
    await expect(submit).toBeDisabled();
    await form.getByLabel("Password").fill("short");
    await expect(submit).toBeEnabled();

    // Only the first error is shown, as a toast (last name comes before email and password).
    await submit.click();
    await expect(toast(page, "Last name can only contain letters, spaces, hyphens, and apostrophes")).toBeVisible();
    await expect(form.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);

    await form.getByLabel("Last name").fill("Parks");
    await submit.click();
    await expect(toast(page, "Please enter a valid email address")).toBeVisible();
    await form.getByLabel("Email").fill(email);
    await submit.click();
    await expect(toast(page, "Password must be at least 8 characters long")).toBeVisible();
    await form.getByLabel("Password").fill("Sunny-Lawns1");
    await submit.click();
    await expect(toast(page, "Password must contain at least one uppercase letter, lowercase letter, number, and special character")).toBeVisible();

    await form.getByLabel("Password").fill("Sunny!Lawns1");
    await submit.click();
    await expect(page).toHaveURL(app("/admin/dashboard"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Rosa!");
    await expect(page.getByTestId("business-name")).toHaveText(company);
    expect(await adminNavLabels(page)).toEqual(OWNER_NAV);

    // What the database holds: owner, business with the slug of the company name, owner membership, welcome email.
    const [user] = await sql`SELECT id, user_type, first_name, last_name, company_name, business_email, password_hash FROM users WHERE lower(email) = ${email}`;
    expect(user).toMatchObject({ user_type: "business_owner", first_name: "Rosa", last_name: "Parks", company_name: company, business_email: email });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const [business] = await sql`SELECT id, company_name, portal_subdomain FROM businesses WHERE owner_user_id = ${user.id}`;
    expect(business.portal_subdomain).toBe(`maple-oak-lawn-${suffix}`);
    const members = await sql`SELECT role FROM business_members WHERE business_id = ${business.id} AND user_id = ${user.id}`;
    expect(members.map((m) => m.role)).toEqual(["owner"]);
    const emails = await sql`SELECT template, subject FROM email_outbox WHERE lower(to_address) = ${email}`;
    expect(emails).toEqual([{ template: "welcome", subject: "Welcome to ServiceLoop, Rosa!" }]);

    // The portal is reachable on {slug}.localhost and shows the new company name.
    await page.goto(tenant(business.portal_subdomain, "/login"));
    await expect(page.getByRole("heading", { name: company })).toBeVisible();

    // The same company name again gets the next free subdomain; the same email is refused.
    await page.context().clearCookies();
    await page.goto(app("/auth?tab=signup"));
    const again = page.getByRole("form", { name: "Sign up" });
    await again.getByLabel("First name").fill("Ray");
    await again.getByLabel("Last name").fill("Parks");
    await again.getByLabel("Company name").fill(company);
    await again.getByLabel("Email").fill(email.toUpperCase());
    await again.getByLabel("Password").fill("Sunny!Lawns1");
    await again.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Signup failed")).toBeVisible();
    const second = uniqueEmail("owner");
    await again.getByLabel("Email").fill(second);
    await again.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(app("/admin/dashboard"));
    const [next] = await sql`SELECT b.portal_subdomain FROM businesses b JOIN users u ON u.id = b.owner_user_id WHERE lower(u.email) = ${second}`;
    expect(next.portal_subdomain).toBe(`maple-oak-lawn-${suffix}-2`);
  } finally {
    await sql.end();
  }
});
