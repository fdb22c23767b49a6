import { expect, test, type Page } from "@playwright/test";
import { and, eq, like } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { closeDb, db, greenleaf, signInAsFreshCustomer } from "../portal/screens-support";
import { app, OWNER, signInAsStaff, toast } from "./support";

test.afterAll(async () => {
  // Other specs expect the seeded Greenleaf without card payments.
  await db().update(schema.businesses).set({ paymentProvider: "manual", stripeAccountId: null, autoSendRuleInvoices: false }).where(eq(schema.businesses.portalSubdomain, "greenleaf"));
  await closeDb();
});

async function connectStripe(page: Page) {
  await page.goto(app("/admin/settings/payments"));
  const connect = page.getByRole("button", { name: /Connect Stripe|Continue Stripe setup/ });
  if (await connect.isVisible()) {
    await connect.click();
    await expect(page).toHaveURL(/\/connect\/onboard\/acct_/);
    await page.getByRole("button", { name: "Agree and submit" }).click();
  }
  await expect(page.getByTestId("stripe-status")).toHaveText("Connected");
}

/** On My Account: save a card on the fake Stripe setup page, then turn on autopay. */
async function saveCardAndTurnOnAutopay(customerPage: Page, cardNumber?: string) {
  const cardSection = customerPage.getByRole("region", { name: "Payment card" });
  await cardSection.getByRole("button", { name: "Save a card" }).click();
  await expect(customerPage).toHaveURL(/\/checkout\/setup\/cs_test_/);
  if (cardNumber) await customerPage.getByLabel("Card number").fill(cardNumber);
  await customerPage.getByRole("button", { name: "Save card" }).click();
  await expect(customerPage).toHaveURL(greenleaf("/account?card=saved#payment-card"));
  await expect(cardSection.getByTestId("saved-card")).toBeVisible();
  await cardSection.getByRole("switch", { name: "Pay invoices automatically" }).click();
  await expect(toast(customerPage, "Autopay is on")).toBeVisible();
  await expect(cardSection.getByRole("switch", { name: "Pay invoices automatically" })).toBeChecked();
}

/** The owner invoices the customer $100.00 (+ 8.25 % tax) with "Save and send"; returns the invoice id. */
async function sendInvoiceTo(page: Page, customerId: string) {
  await page.goto(app("/admin/invoices/new"));
  await page.getByLabel("Customer").selectOption(customerId);
  await page.getByLabel("Description").first().fill("Weekly mowing");
  await page.getByRole("list", { name: "Line items" }).getByLabel("Description").fill("Mowing");
  await page.getByLabel("Quantity").fill("1");
  await page.getByLabel("Rate ($)").fill("100");
  await page.getByRole("button", { name: "Save and send" }).click();
  await expect(toast(page, "Invoice sent")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

/**
 * Issue 12, autopay end to end against the local fake Stripe: the owner connects Greenleaf's
 * Stripe account; a portal customer saves a card on Stripe's (fake) setup page and turns on
 * autopay; the owner sends an invoice; the worker charges the card off-session and the signed
 * webhook marks the invoice PAID, with no click by the customer.
 */
test("save a card → autopay on → the owner sends an invoice → it is charged and shows PAID", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, OWNER);
  await connectStripe(page);

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const { customer } = await signInAsFreshCustomer(customerContext, { firstName: "Avery", lastName: "Autopay" });
  await customerPage.goto(greenleaf("/account"));
  const cardSection = customerPage.getByRole("region", { name: "Payment card" });
  await expect(cardSection.getByText("No card saved.")).toBeVisible();
  await expect(cardSection.getByRole("switch", { name: "Pay invoices automatically" })).toBeDisabled();
  await saveCardAndTurnOnAutopay(customerPage);
  await expect(cardSection.getByTestId("saved-card")).toHaveText("Visa •••• 4242, expires 12/28");

  await page.goto(app(`/admin/customers/${customer.id}`));
  await expect(page.getByTestId("customer-autopay")).toHaveText("On · Visa •••• 4242, expires 12/28");

  const invoiceId = await sendInvoiceTo(page, customer.id);

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

test("a declined autopay charge: the invoice stays pending, the customer is emailed, the dashboard flags it", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, OWNER);
  await connectStripe(page);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const { customer } = await signInAsFreshCustomer(customerContext, { firstName: "Dana", lastName: "Declined" });
  await customerPage.goto(greenleaf("/account"));
  await saveCardAndTurnOnAutopay(customerPage, "4000 0000 0000 0002");
  await expect(customerPage.getByTestId("saved-card")).toHaveText("Visa •••• 0002, expires 12/28");

  const invoiceId = await sendInvoiceTo(page, customer.id);
  await expect(async () => {
    const attempts = await db().select().from(schema.autopayAttempts).where(eq(schema.autopayAttempts.invoiceId, invoiceId));
    expect(attempts.map((a) => [a.attemptNo, a.status])).toEqual(expect.arrayContaining([[1, "failed"], [2, "scheduled"]]));
  }).toPass({ timeout: 90_000, intervals: [1_000, 2_000, 3_000] });
  await page.reload();
  await expect(page.getByTestId("invoice-status")).toHaveText("PENDING");

  const [email] = await db().select().from(schema.emailOutbox).where(and(eq(schema.emailOutbox.toAddress, customer.email!), like(schema.emailOutbox.subject, "Automatic payment failed%")));
  expect(email.text).toContain("Your card was declined.");
  expect(email.text).toContain("/account#payment-card");

  await page.goto(app("/admin/dashboard"));
  const flag = page.getByRole("region", { name: /Autopay failed/ });
  await expect(flag).toBeVisible();
  const link = flag.locator(`a[href="/admin/invoices/${invoiceId}"]`);
  await expect(link).toBeVisible();
  await expect(flag).toContainText("Dana Declined");
  await link.click();
  await expect(page).toHaveURL(app(`/admin/invoices/${invoiceId}`));
  await customerContext.close();
});

test("Remove card: the card is detached in Stripe, the portal shows no card and autopay is off", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, OWNER);
  await connectStripe(page);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const { customer } = await signInAsFreshCustomer(customerContext, { firstName: "Remy", lastName: "Removed" });
  await customerPage.goto(greenleaf("/account"));
  await saveCardAndTurnOnAutopay(customerPage);
  const cardSection = customerPage.getByRole("region", { name: "Payment card" });
  const [saved] = await db().select().from(schema.customerPaymentCards).where(eq(schema.customerPaymentCards.customerId, customer.id));

  await cardSection.getByRole("button", { name: "Remove card" }).click();
  await expect(toast(customerPage, "Card removed")).toBeVisible();
  await expect(cardSection.getByText("No card saved.")).toBeVisible();
  await expect(cardSection.getByRole("switch", { name: "Pay invoices automatically" })).not.toBeChecked();
  const [row] = await db().select().from(schema.customerPaymentCards).where(eq(schema.customerPaymentCards.customerId, customer.id));
  expect(row).toMatchObject({ paymentMethodId: null, autopayEnabled: false });
  // The app detached it on the fake Stripe (which answered 200), then forgot it.
  const [audit] = await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.targetId, customer.id), eq(schema.auditLog.action, "customer.card_removed")));
  expect(audit.meta).toEqual({ paymentMethodId: saved.paymentMethodId, stripe: "detached" });
  await customerContext.close();
});

test("Settings → Payments → Invoicing: the owner turns on sending rule invoices automatically, and off again", async ({ page }) => {
  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/settings/payments"));
  const invoicing = page.getByRole("region", { name: "Invoicing" });
  const autoSend = invoicing.getByRole("switch", { name: "Send invoices created by invoicing rules automatically" });
  const saved = async () => (await db().select({ on: schema.businesses.autoSendRuleInvoices }).from(schema.businesses).where(eq(schema.businesses.portalSubdomain, "greenleaf")))[0].on;
  await expect(autoSend).not.toBeChecked();
  await autoSend.click();
  await expect(toast(page, "Rule invoices will be sent automatically")).toBeVisible();
  expect(await saved()).toBe(true);
  await page.reload();
  await expect(autoSend).toBeChecked();
  await autoSend.press("Space");
  await expect(toast(page, "Rule invoices will wait as drafts")).toBeVisible();
  await expect(autoSend).not.toBeChecked();
  expect(await saved()).toBe(false);
});
