import { expect, test, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { hashPassword } from "../../../lib/security/passwords";
import { createBusiness, createCustomer } from "../../support/portal-fixtures";
import { closeDb, db, seriousViolations } from "../portal/screens-support";
import { app, PASSWORD, signInAsStaff, toast } from "./support";

/**
 * Issue 38 item 1 end to end, on a business of its own (the demo's locations stay as other
 * specs expect them): the owner adds "Greenleaf Dayton" with a range of postal codes, makes it
 * the default and back, and archives it, its customer moving to the other location; axe finds
 * nothing serious on the page at desktop width and at 390 px.
 */
test.afterAll(closeDb);

const card = (page: Page, name: string) => page.getByRole("list", { name: "Locations" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function defaultName(businessId: string): Promise<string> {
  const [row] = await db().select({ name: schema.locations.name }).from(schema.locations).where(and(eq(schema.locations.businessId, businessId), eq(schema.locations.isDefault, true)));
  return row.name;
}

test("the owner adds a location, makes it the default and back, and archives it moving its customers", async ({ page }) => {
  const business = await createBusiness(db(), { companyName: "Greenleaf Columbus" });
  await db().update(schema.users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(schema.users.id, business.owner.id));
  await signInAsStaff(page, business.owner.email);

  await page.goto(app("/admin/settings/locations"));
  await expect(page.getByText("One location: your business")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Add location" }).click();
  const form = page.getByRole("form", { name: "Add location" });
  await form.getByLabel("Name").fill("Greenleaf Dayton");
  await form.getByLabel("Postal codes served").fill("45402-45404");
  await page.getByRole("dialog").getByRole("button", { name: "Add location" }).click();
  await expect(toast(page, "Location added")).toBeVisible();
  await expect(card(page, "Greenleaf Dayton")).toContainText("3 postal codes");
  await expect(page.getByText("One location: your business")).toHaveCount(0);

  await card(page, "Greenleaf Dayton").getByRole("button", { name: "Make Greenleaf Dayton the default" }).click();
  await expect(card(page, "Greenleaf Dayton").getByText("Default", { exact: true })).toBeVisible();
  expect(await defaultName(business.id)).toBe("Greenleaf Dayton");
  await card(page, "Greenleaf Columbus").getByRole("button", { name: "Make Greenleaf Columbus the default" }).click();
  await expect(card(page, "Greenleaf Columbus").getByText("Default", { exact: true })).toBeVisible();
  expect(await defaultName(business.id)).toBe("Greenleaf Columbus");

  const [dayton] = await db().select({ id: schema.locations.id }).from(schema.locations).where(and(eq(schema.locations.businessId, business.id), eq(schema.locations.name, "Greenleaf Dayton")));
  const customer = await createCustomer(db(), business.id, { locationId: dayton.id });
  await page.reload();
  await expect(card(page, "Greenleaf Dayton")).toContainText("1 customer");
  await card(page, "Greenleaf Dayton").getByRole("button", { name: "Archive Greenleaf Dayton" }).click();
  const dialog = page.getByRole("dialog", { name: "Archive Greenleaf Dayton?" });
  await expect(dialog.getByLabel("Move customers to")).toHaveValue(await db().select({ id: schema.locations.id }).from(schema.locations).where(and(eq(schema.locations.businessId, business.id), eq(schema.locations.isDefault, true))).then(([row]) => row.id));
  await dialog.getByRole("button", { name: "Move customers and archive" }).click();
  await expect(toast(page, "Greenleaf Dayton archived")).toBeVisible();
  await expect(card(page, "Greenleaf Dayton")).toHaveCount(0);
  const [moved] = await db().select({ locationId: schema.customers.locationId }).from(schema.customers).where(eq(schema.customers.id, customer.id));
  const [archived] = await db().select({ archivedAt: schema.locations.archivedAt }).from(schema.locations).where(eq(schema.locations.id, dayton.id));
  expect(moved.locationId).not.toBe(dayton.id);
  expect(archived.archivedAt).not.toBeNull();

  await page.getByRole("button", { name: "Show archived locations (1)" }).click();
  await expect(page.getByRole("list", { name: "Archived locations" })).toContainText("Greenleaf Dayton");
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
});
