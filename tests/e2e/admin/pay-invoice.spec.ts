import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { closeDb, db, greenleaf, signInAsFreshCustomer } from "../portal/screens-support";
import { app, OWNER, signInAsStaff, toast } from "./support";

test.afterAll(async () => {
  // Other specs expect the seeded Greenleaf without card payments.
  await db().update(schema.businesses).set({ paymentProvider: "manual", stripeAccountId: null }).where(eq(schema.businesses.portalSubdomain, "greenleaf"));
  await closeDb();
});

/** The fake Stripe scripts/test-e2e.ts serves for this run (tests/support/fake-stripe). */
const fakeStripe = (path: string) => `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}${path}`;

/**
 * Issue 12, card payments end to end against the local fake Stripe: the owner connects
 * Greenleaf's Stripe account in Settings → Payments, invoices a customer, the customer pays
 * through Checkout (the fake posts its signed webhook to the app), the invoice shows PAID
 * and the balance drops; a refund in Stripe puts it back.
 */
test("connect Stripe → invoice → Pay now through Checkout → PAID → a refund restores the balance", async ({ page, browser }) => {
  // Two browsers, Stripe's pages and the notices: a journey longer than one default minute on a busy machine.
  test.setTimeout(120_000);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const { customer } = await signInAsFreshCustomer(customerContext, { firstName: "Penny", lastName: "Cardholder" });
  // The portal has looked Greenleaf up before the owner connects Stripe (its tenant cache is
  // warm, as in the full suite): connecting must still reach the portal's pages at once.
  await customerPage.goto(greenleaf("/dashboard"));
  await expect(customerPage.getByTestId("outstanding-balance")).toBeVisible();

  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/settings/payments"));
  await expect(page.getByRole("heading", { level: 2, name: "Payments" })).toBeVisible();
  await page.getByRole("button", { name: /Connect Stripe|Continue Stripe setup/ }).click();
  await expect(page).toHaveURL(/\/connect\/onboard\/acct_/);
  await page.getByRole("button", { name: "Agree and submit" }).click();
  // Stripe sends the owner back to the staff host, where they are signed in (issue 37: the
  // return URL was on the apex, which answered {"error":{"code":"unauthenticated"}}).
  await expect(page).toHaveURL(app("/admin/settings/payments?stripe=checked"));
  await expect(page.getByTestId("stripe-status")).toHaveText("Connected");
  await expect(page.getByText("Stripe is connected. Your customers can now pay invoices by card.")).toBeVisible();

  await page.goto(app("/admin/invoices/new"));
  await page.getByLabel("Customer").selectOption(customer.id);
  await page.getByLabel("Description").first().fill("Spring clean-up");
  await page.getByRole("list", { name: "Line items" }).getByLabel("Description").fill("Leaf removal");
  await page.getByLabel("Quantity").fill("2");
  await page.getByLabel("Rate ($)").fill("100");
  await page.getByRole("button", { name: "Save and send" }).click();
  await expect(toast(page, "Invoice sent")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  const invoiceId = page.url().split("/").pop()!;

  // $200.00 + 8.25% tax = $216.50
  await customerPage.goto(greenleaf(`/invoices/${invoiceId}`));
  await expect(customerPage.getByTestId("amount-due")).toHaveText("$216.50");
  await customerPage.getByRole("button", { name: "Pay now" }).click();
  await expect(customerPage).toHaveURL(/\/checkout\/cs_test_/);
  await expect(customerPage.getByTestId("checkout-amount")).toHaveText("$216.50");
  await customerPage.getByRole("button", { name: "Pay $216.50" }).click();
  await expect(customerPage).toHaveURL(greenleaf(`/invoices/${invoiceId}?payment=success`));
  await expect(customerPage.getByText("Thank you — this invoice is paid.")).toBeVisible();
  await expect(customerPage.getByText("PAID", { exact: true }).first()).toBeVisible();
  await expect(customerPage.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  await customerPage.goto(greenleaf("/dashboard"));
  await expect(customerPage.getByTestId("outstanding-balance")).toHaveText("$0.00");

  const [payment] = await db().select().from(schema.payments).where(eq(schema.payments.invoiceId, invoiceId));
  expect(payment).toMatchObject({ method: "stripe", status: "succeeded", amountCents: 21_650 });
  await page.reload();
  await expect(page.getByTestId("invoice-status")).toHaveText("PAID");
  await expect(page.getByRole("table", { name: "Payments" })).toContainText("Card (Stripe)");

  // Paid means told (issue 37): the owner's bell and email, the customer's receipt.
  await page.goto(app("/admin/notifications"));
  await expect(page.getByRole("main").getByText("Payment received: $216.50 from Penny Cardholder")).toBeVisible();
  const [ownerEmail] = await db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.subject, "Payment received: $216.50 from Penny Cardholder"));
  expect(ownerEmail.html).toContain(app(`/admin/invoices/${invoiceId}`));
  const receipts = await db().select().from(schema.emailOutbox).where(and(eq(schema.emailOutbox.toAddress, customer.email!), eq(schema.emailOutbox.template, "payment-receipt")));
  expect(receipts).toHaveLength(1);
  expect(receipts[0].text).toContain("Amount paid: $216.50");
  expect(receipts[0].text).toContain("Balance left: $0.00 (paid in full)");
  expect(receipts[0].text).toContain(greenleaf(`/invoices/${invoiceId}`));
  await page.goto(app(`/admin/invoices/${invoiceId}`));

  // The owner refunds it in Stripe: charge.refunded reaches the app and the balance is owed again.
  const refund = await fetch(fakeStripe(`/_test/refunds?payment_intent=${payment.providerRef}`), { method: "POST" });
  expect(refund.status).toBe(200);
  await page.reload();
  await expect(page.getByTestId("invoice-status")).toHaveText("PENDING");
  await expect(page.getByTestId("invoice-balance")).toHaveText("$216.50");
  await customerPage.goto(greenleaf("/dashboard"));
  await expect(customerPage.getByTestId("outstanding-balance")).toHaveText("$216.50");
  await customerContext.close();
});
