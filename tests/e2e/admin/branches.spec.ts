import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { hashPassword } from "../../../lib/security/passwords";
import { businessBySubdomain, closeDb, customerByEmail, db, greenleaf, seriousViolations, signInAsFreshCustomer } from "../portal/screens-support";
import { app, CUSTOMER, PASSWORD, signInAsStaff, toast } from "./support";

/**
 * Issue 38's "Done when" on the seeded Greenleaf, which runs two branches: Columbus (the
 * default) and Dayton (45402–45440), managed by manager@greenleaf.test alone.
 */
const MANAGER = "manager@greenleaf.test";
const DAYTON_CUSTOMER = "Rachel Foster";
const COLUMBUS_CUSTOMER = "Jane Cooper";

test.afterAll(closeDb);

async function customerNames(page: Page) {
  await page.goto(app("/admin/customers"));
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  return page.getByRole("table").innerText();
}

test("the Dayton manager sees only Dayton: customers, calendar, inbox, reports; a Columbus customer is not found", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, MANAGER);
  const names = await customerNames(page);
  expect(names).toContain(DAYTON_CUSTOMER);
  expect(names).not.toContain(COLUMBUS_CUSTOMER);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(app("/admin/schedule?view=week"));
  await expect(page.getByText(DAYTON_CUSTOMER).first()).toBeVisible();
  await expect(page.getByText(COLUMBUS_CUSTOMER)).toHaveCount(0);

  await page.goto(app("/admin/messaging"));
  await expect(page.getByText(DAYTON_CUSTOMER).first()).toBeVisible();
  await expect(page.getByText("Michael Thompson")).toHaveCount(0);

  await page.goto(app("/admin/reports"));
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expect(page.getByText(COLUMBUS_CUSTOMER)).toHaveCount(0);

  // Jane Cooper is Columbus's: her page by URL is the not-found page, and so is her PDF route.
  const business = await businessBySubdomain("greenleaf");
  const jane = await customerByEmail(business.id, CUSTOMER);
  const response = await page.goto(app(`/admin/customers/${jane.id}`));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("an unrestricted member switches between All, Columbus and Dayton, remembered across pages", async ({ page }) => {
  test.setTimeout(120_000);
  // A member of their own (not the seeded owner, whom other specs use at the same time).
  const business = await businessBySubdomain("greenleaf");
  const email = `switcher-${randomUUID().slice(0, 8)}@example.test`;
  const [user] = await db()
    .insert(schema.users)
    .values({ email, userType: "employee", firstName: "Sam", lastName: "Switcher", passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date() })
    .returning();
  await db().insert(schema.businessMembers).values({ businessId: business.id, userId: user.id, role: "employee", roleTemplate: "full_admin" });
  await signInAsStaff(page, email);

  const switcher = page.getByTestId("location-switcher");
  const switchTo = async (name: string) => {
    await switcher.locator("summary").click();
    await switcher.getByRole("button", { name }).click();
    await expect(switcher.locator("summary")).toContainText(name);
  };
  await page.goto(app("/admin/customers"));
  await expect(switcher.locator("summary")).toHaveText(/All locations/);
  expect(await customerNames(page)).toContain(DAYTON_CUSTOMER);

  await switchTo("Greenleaf Dayton");
  await expect(page.getByRole("table")).not.toContainText(COLUMBUS_CUSTOMER);
  await expect(page.getByRole("table")).toContainText(DAYTON_CUSTOMER);
  // Remembered for the user: another page keeps Dayton, and the database holds the choice.
  await page.goto(app("/admin/dashboard"));
  await expect(switcher.locator("summary")).toContainText("Greenleaf Dayton");
  const [stored] = await db().select({ chosen: schema.users.adminLocationId }).from(schema.users).where(eq(schema.users.id, user.id));
  const [dayton] = await db()
    .select({ id: schema.locations.id })
    .from(schema.locations)
    .where(and(eq(schema.locations.businessId, business.id), eq(schema.locations.name, "Greenleaf Dayton")));
  expect(stored.chosen).toBe(dayton.id);

  await switchTo("Greenleaf Columbus");
  const columbusNames = await customerNames(page);
  expect(columbusNames).toContain(COLUMBUS_CUSTOMER);
  expect(columbusNames).not.toContain(DAYTON_CUSTOMER);
  // The keyboard reaches it: focus the disclosure, open it, choose.
  await switcher.locator("summary").focus();
  await page.keyboard.press("Enter");
  await switcher.getByRole("button", { name: "All locations" }).focus();
  await page.keyboard.press("Enter");
  await expect(switcher.locator("summary")).toContainText("All locations");
  await expect(page.getByRole("table")).toContainText(DAYTON_CUSTOMER);
  const all = await customerNames(page);
  expect(all).toContain(COLUMBUS_CUSTOMER);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the switcher at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, MANAGER);
  await page.goto(app("/admin/customers"));
  // The manager has one location: no switcher, nothing to choose.
  await expect(page.getByTestId("location-switcher")).toHaveCount(0);
  await expect(page.getByText(DAYTON_CUSTOMER).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a portal request from a 454xx postal code reaches the Dayton manager's bell", async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const { customer } = await signInAsFreshCustomer(context, { firstName: "Dayna", lastName: `Request${tag}`, zip: "45410" });
  const [placed] = await db().select({ locationId: schema.customers.locationId }).from(schema.customers).where(eq(schema.customers.id, customer.id));
  const [dayton] = await db().select({ id: schema.locations.id }).from(schema.locations).where(eq(schema.locations.name, "Greenleaf Dayton"));
  expect(placed.locationId).toBe(dayton.id);

  await page.goto(greenleaf("/request-service"));
  await page.getByLabel("Notes (optional)").fill(`Front lawn only ${tag}`);
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page, "Service request submitted successfully!")).toBeVisible();

  const managerContext = await browser.newContext();
  const admin = await managerContext.newPage();
  await signInAsStaff(admin, MANAGER);
  const bell = admin.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  await expect(admin.getByRole("dialog").getByText(`New service request from Dayna Request${tag}`)).toBeVisible();
  await admin.keyboard.press("Escape");
  await admin.goto(app("/admin/service-requests"));
  await expect(admin.getByText(`Dayna Request${tag}`).first()).toBeVisible();
  await managerContext.close();
});

test("the owner offers a service in Dayton only, at Dayton's price", async ({ page }) => {
  test.setTimeout(90_000);
  const business = await businessBySubdomain("greenleaf");
  // Hidden from the portal (inactive), so the portal specs running beside this one see no new service.
  const [service] = await db()
    .insert(schema.services)
    .values({ businessId: business.id, name: `Branch Test ${randomUUID().slice(0, 6)}`, priceCents: 4000, active: false })
    .returning();
  await signInAsStaff(page, "owner@greenleaf.test");
  await page.goto(app("/admin/services"));
  await page.getByRole("link", { name: `Locations offering ${service.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Where ${service.name} is offered` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Greenleaf Dayton", { exact: true }).check();
  await page.getByLabel("Price at Greenleaf Dayton (dollars)").fill("50");
  await page.getByRole("button", { name: "Save locations" }).click();
  await expect(toast(page, `Locations updated for ${service.name}`)).toBeVisible();
  await expect(page).toHaveURL(app("/admin/services"));
  await expect(page.getByRole("row").filter({ hasText: service.name }).getByTestId("service-offered-in")).toHaveText("Offered in Greenleaf Dayton ($50.00)");
  const rows = await db().select().from(schema.locationServices).where(eq(schema.locationServices.serviceId, service.id));
  expect(rows.map((row) => row.priceCents)).toEqual([5000]);
  await db().delete(schema.services).where(eq(schema.services.id, service.id));
});
