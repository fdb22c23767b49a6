import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { closeDb, db, greenleaf, signInAsFreshCustomer, toast } from "./screens-support";

test.afterAll(closeDb);

test("My Account: the form saves the customer's own record; status and plan stay display-only", async ({ page, context }) => {
  const { customer } = await signInAsFreshCustomer(context, { firstName: "Ana", lastName: "Old", servicePlan: "Gold Plan", outstandingBalanceCents: 1250 });
  await page.goto(greenleaf("/account"));
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  const summary = page.getByText("Account Summary").locator("..").locator("..");
  await expect(summary).toContainText("Gold Plan");
  await expect(summary).toContainText("$12.50");

  await page.getByLabel("Last name").fill("O'Neil-Smith");
  await page.getByLabel("Phone").fill("(614) 555-0199");
  await page.getByLabel("Address").fill("12 Elm Street");
  await page.getByLabel("City").fill("Columbus");
  await page.getByLabel("State").fill("OH");
  await page.getByLabel("ZIP code").fill("43215");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Account information updated successfully")).toBeVisible();
  const [row] = await db().select().from(schema.customers).where(eq(schema.customers.id, customer.id));
  expect(row).toMatchObject({ lastName: "O'Neil-Smith", phone: "(614) 555-0199", address: "12 Elm Street", city: "Columbus", state: "OH", zip: "43215", servicePlan: "Gold Plan" });
  await page.reload();
  await expect(page.getByLabel("Last name")).toHaveValue("O'Neil-Smith");
});

test("validation shows the spec's messages on the field and keeps the values", async ({ page, context }) => {
  const { customer } = await signInAsFreshCustomer(context);
  await page.goto(greenleaf("/account"));
  await page.getByLabel("Phone").fill("123");
  await page.getByLabel("First name").fill("R2D2");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("First name can only contain letters, spaces, hyphens, and apostrophes").first()).toBeVisible();
  await expect(page.getByText("Phone number must be between 10 and 15 digits").first()).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("123");
  const [row] = await db().select().from(schema.customers).where(eq(schema.customers.id, customer.id));
  expect(row.firstName).toBe("Casey");

  // Someone else's email in this business: refused by the server.
  await page.getByLabel("First name").fill("Casey");
  await page.getByLabel("Phone").fill("");
  await page.getByLabel("Email").fill("customer@greenleaf.test");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Failed to update account information")).toBeVisible();
  expect((await db().select().from(schema.customers).where(eq(schema.customers.id, customer.id)))[0].email).toBe(customer.email);
});

test("My Account: the customer updates the crew's access notes of their own property", async ({ page, context }) => {
  const { customer } = await signInAsFreshCustomer(context, { firstName: "Gus", lastName: "Gate" });
  const [property] = await db()
    .insert(schema.properties)
    .values({ businessId: customer.businessId, customerId: customer.id, label: "Lake house", address: "9 Shore Rd", city: "Columbus", gateCode: "1111", isPrimary: true })
    .returning();
  await page.goto(greenleaf("/account"));
  const form = page.getByRole("form", { name: "Access notes for Lake house" });
  await expect(form).toContainText("9 Shore Rd, Columbus");
  await expect(form.getByLabel("Gate code")).toHaveValue("1111");
  await expect(form.getByRole("button", { name: "Save notes" })).toBeDisabled();

  await form.getByLabel("Gate code").fill("#4821");
  await form.getByLabel("Pets").fill("Two cats indoors");
  await form.getByLabel("Hazards").fill("x".repeat(501));
  await form.getByRole("button", { name: "Save notes" }).click();
  await expect(form.getByText("Must be no more than 500 characters long")).toBeVisible();
  await form.getByLabel("Hazards").fill("Loose paver by the steps");
  await form.getByRole("button", { name: "Save notes" }).click();
  await expect(toast(page, "Property notes updated")).toBeVisible();

  const [row] = await db().select().from(schema.properties).where(eq(schema.properties.id, property.id));
  expect(row).toMatchObject({ gateCode: "#4821", pets: "Two cats indoors", hazards: "Loose paver by the steps", address: "9 Shore Rd" });
  const audit = await db().select().from(schema.auditLog).where(eq(schema.auditLog.targetId, customer.id));
  expect(audit.map((entry) => entry.action)).toContain("customer.property_notes_updated");
  await page.reload();
  await expect(page.getByRole("form", { name: "Access notes for Lake house" }).getByLabel("Gate code")).toHaveValue("#4821");
});
