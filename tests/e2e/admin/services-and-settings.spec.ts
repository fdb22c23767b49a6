import { expect, test, type BrowserContext } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { hashPassword } from "../../../lib/security/passwords";
import { createBusiness, createCustomer, TINY_PNG } from "../../support/portal-fixtures";
import { closeDb, db, signInAs, tenantUrl } from "../portal/screens-support";
import { app, EMPLOYEE, PASSWORD, signInAsStaff, staffGet, toast } from "./support";

/**
 * Issue 10 items 3 and 4 end to end, on a business of its own (so the demo tenant's colours
 * and services stay as other specs expect them): the owner adds a service and the portal
 * lists it with its price; the owner changes the primary colour and the portal wears it;
 * an employee is refused Settings.
 */
test.afterAll(closeDb);

async function freshOwnerAndCustomer(context: BrowserContext) {
  const business = await createBusiness(db());
  await db().update(schema.users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(schema.users.id, business.owner.id));
  const customer = await createCustomer(db(), business.id);
  await signInAs(context, business.portalSubdomain, customer);
  return { business, portal: (path = "/") => tenantUrl(business.portalSubdomain, path) };
}

test("the owner adds a service and the portal's /services shows it with its price", async ({ page, context }) => {
  const { business, portal } = await freshOwnerAndCustomer(context);
  await signInAsStaff(page, business.owner.email);
  await expect(page.getByRole("region", { name: /Get your portal ready/ })).toContainText("Add a service");

  await page.goto(app("/admin/services"));
  await expect(page.getByRole("heading", { name: "No services yet" })).toBeVisible();
  await page.getByRole("button", { name: "Add service" }).click();
  const form = page.getByRole("form", { name: "Add service" });
  await form.getByLabel("Name").fill("Gutter Guard Install");
  await form.getByLabel("Price (USD)").fill("49.5");
  await form.getByLabel("Recurring service").click();
  await form.getByLabel("Recurring interval").fill("month");
  await expect(page.getByText("Customers see the price as: $49.50/month")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Add service" }).click();
  await expect(toast(page, "Service added")).toBeVisible();
  await expect(page.getByRole("table", { name: "Services" }).getByRole("row").filter({ hasText: "Gutter Guard Install" })).toContainText("$49.50/month");

  await page.goto(portal("/services"));
  const card = page.getByTestId("service-card").filter({ hasText: "Gutter Guard Install" });
  await expect(card).toContainText("$49.50/month");
  const [row] = await db().select().from(schema.services).where(eq(schema.services.businessId, business.id));
  expect(row).toMatchObject({ name: "Gutter Guard Install", priceCents: 4950, recurringInterval: "month", isRecurring: true });
});

test("the owner changes the primary colour and the portal shows it at once", async ({ page, context }) => {
  const { business, portal } = await freshOwnerAndCustomer(context);
  await page.goto(portal("/"));
  // Polled, and a destroyed context reads as "not yet": the portal's root redirects on the client,
  // which can tear down an evaluation in flight (expect.poll does not retry a thrown error).
  // The portal's brand colours are set on :root by its layout's <style> rule.
  const brandOf = () =>
    page
      .locator("main")
      .first()
      .evaluate((el) => getComputedStyle(el).getPropertyValue("--brand").trim())
      .catch(() => "(navigating)");
  await expect.poll(brandOf).toBe("#1e40af");

  await signInAsStaff(page, business.owner.email);
  await page.goto(app("/admin/settings/branding"));
  const form = page.getByRole("form", { name: "Branding" });
  // Too light for white text: refused with the contrast figure.
  await form.getByLabel("Primary colour", { exact: true }).fill("#fde047");
  await expect(page.getByTestId("contrast")).toContainText("too light");
  await form.getByRole("button", { name: "Save branding" }).click();
  await expect(form.getByText(/White text on this colour has a contrast of 1\.\d:1/)).toBeVisible();

  await form.getByLabel("Primary colour", { exact: true }).fill("#14532d");
  await expect(page.getByTestId("contrast")).toContainText("readable");
  await form.getByRole("button", { name: "Save branding" }).click();
  await expect(toast(page, "Branding saved")).toBeVisible();

  await page.goto(portal("/"));
  await expect.poll(brandOf).toBe("#14532d");
  const [row] = await db().select({ color: schema.businesses.themePrimaryColor }).from(schema.businesses).where(eq(schema.businesses.id, business.id));
  expect(row.color).toBe("#14532d");
});

test("the owner uploads a logo: refused when it is no image, then shown in the preview, on the portal's sign-in and in its shell; removing it", async ({ page, context, browser }) => {
  const { business, portal } = await freshOwnerAndCustomer(context);
  await signInAsStaff(page, business.owner.email);
  await page.goto(app("/admin/settings/branding"));
  await expect(page.getByText("No logo")).toBeVisible();
  const picker = page.locator('input[type="file"]');

  // Named and typed as a PNG, but its bytes are text: the server reads the content and refuses it.
  await picker.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
  await expect(page.getByRole("alert").filter({ hasText: "The logo must be a PNG, JPEG or WebP image" })).toBeVisible();

  await picker.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(toast(page, "Logo saved")).toBeVisible();
  const [row] = await db().select({ logo: schema.businesses.companyLogo }).from(schema.businesses).where(eq(schema.businesses.id, business.id));
  expect(row.logo).toMatch(new RegExp(`^/brand/logos/${business.id}/logo-`));
  await expect(page.getByTestId("current-logo")).toHaveAttribute("src", row.logo!);
  await expect(page.getByRole("figure", { name: "Portal preview" }).getByRole("img", { name: `${business.companyName} logo` })).toHaveAttribute("src", row.logo!);

  // The portal's sign-in (a visitor) and its shell (the signed-in customer) show the stored image.
  const visitor = await browser.newContext();
  try {
    const login = await visitor.newPage();
    await login.goto(portal("/login"));
    const logo = login.getByRole("img", { name: `${business.companyName} logo` });
    await expect(logo).toHaveAttribute("src", row.logo!);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  } finally {
    await visitor.close();
  }
  const shell = await context.newPage();
  await shell.goto(portal("/dashboard"));
  await expect(shell.locator(`aside img[src="${row.logo}"]`)).toBeVisible();
  await shell.close();

  await page.getByRole("button", { name: "Remove logo" }).click();
  await expect(toast(page, "Logo removed")).toBeVisible();
  await expect(page.getByText("No logo")).toBeVisible();
  const [after] = await db().select({ logo: schema.businesses.companyLogo }).from(schema.businesses).where(eq(schema.businesses.id, business.id));
  expect(after.logo).toBeNull();
  expect((await staffGet(page, row.logo!)).status()).toBe(404);
});

test("an employee is refused Settings with 403", async ({ page }) => {
  await signInAsStaff(page, EMPLOYEE);
  for (const path of ["/admin/settings", "/admin/settings/branding", "/admin/settings/api-keys"]) {
    const response = await page.goto(app(path));
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "No permission" })).toBeVisible();
  }
  await expect(page.getByRole("form", { name: "Branding" })).toHaveCount(0);
});
