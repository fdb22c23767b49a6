import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { closeDb, db, greenleaf, signInAsFreshCustomer } from "../portal/screens-support";
import { app, OWNER, signInAsStaff, toast } from "./support";

test.afterAll(async () => {
  // Other specs expect the seeded Greenleaf without card payments.
  await db().update(schema.businesses).set({ paymentProvider: "manual", stripeAccountId: null }).where(eq(schema.businesses.portalSubdomain, "greenleaf"));
  await closeDb();
});

/**
 * Issue 12, autopay end to end against the local fake Stripe: the owner connects Greenleaf's
 * Stripe account; a portal customer saves a card on Stripe's (fake) setup page and turns on
 * autopay; the owner sends an invoice; the worker charges the card off-session and the signed
 * webhook marks the invoice PAID, with no click by the customer.
 */
test("save a card → autopay on → the owner sends an invoice → it is charged and shows PAID", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/settings/payments"));
  await page.getByRole("button", { name: /Connect Stripe|Continue Stripe setup/ }).click();
  await expect(page).toHaveURL(/\/connect\/onboard\/acct_/);
  await page.getByRole("button", { name: "Agree and submit" }).click();
  await expect(page.getByTestId("stripe-status")).toHaveText("Connected");

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const { customer } = await signInAsFreshCustomer(customerContext, { firstName: "Avery", lastName: "Autopay" });
  await customerPage.goto(greenleaf("/account"));
  const cardSection = customerPage.getByRole("region", { name: "Payment card" });
  await expect(cardSection.getByText("No card saved.")).toBeVisible();
  await expect(cardSection.getByRole("switch", { name: "Pay invoices automatically" })).toBeDisabled();
  await cardSection.getByRole("button", { name: "Save a card" }).click();
  await expect(customerPage).toHaveURL(/\/checkout\/setup\/cs_test_/);
  await customerPage.getByRole("button", { name: "Save card" }).click();
  await expect(customerPage).toHaveURL(greenleaf("/account?card=saved#payment-card"));
  await expect(cardSection.getByTestId("saved-card")).toHaveText("Visa •••• 4242, expires 12/28");
  await cardSection.getByRole("switch", { name: "Pay invoices automatically" }).click();
  await expect(toast(customerPage, "Autopay is on")).toBeVisible();
  await expect(cardSection.getByRole("switch", { name: "Pay invoices automatically" })).toBeChecked();

  await page.goto(app(`/admin/customers/${customer.id}`));
  await expect(page.getByTestId("customer-autopay")).toHaveText("On · Visa •••• 4242, expires 12/28");

  await page.goto(app("/admin/invoices/new"));
  await page.getByLabel("Customer").selectOption(customer.id);
  await page.getByLabel("Description").first().fill("Weekly mowing");
  await page.getByRole("list", { name: "Line items" }).getByLabel("Description").fill("Mowing");
  await page.getByLabel("Quantity").fill("1");
  await page.getByLabel("Rate ($)").fill("100");
  await page.getByRole("button", { name: "Save and send" }).click();
  await expect(toast(page, "Invoice sent")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  const invoiceId = page.url().split("/").pop()!;

  // The worker's autopay queue charges it within seconds (nudged on send; its every-minute run otherwise).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("invoice-status")).toHaveText("PAID", { timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [1_000, 2_000, 3_000] });
  const [payment] = await db().select().from(schema.payments).where(eq(schema.payments.invoiceId, invoiceId));
  // $100.00 + 8.25% tax
  expect(payment).toMatchObject({ method: "stripe", status: "succeeded", amountCents: 10_825 });
  const attempts = await db().select().from(schema.autopayAttempts).where(eq(schema.autopayAttempts.invoiceId, invoiceId));
  expect(attempts).toMatchObject([{ attemptNo: 1, status: "succeeded" }]);

  await customerPage.goto(greenleaf(`/invoices/${invoiceId}`));
  await expect(customerPage.getByText("PAID", { exact: true }).first()).toBeVisible();
  await customerContext.close();
});
