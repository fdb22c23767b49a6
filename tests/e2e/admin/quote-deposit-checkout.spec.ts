import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { createQuote } from "../../support/portal-fixtures";
import { closeDb, db, greenleaf, signInAsFreshCustomer } from "../portal/screens-support";
import { app, OWNER, signInAsStaff } from "./support";

test.afterAll(async () => {
  // Other specs expect the seeded Greenleaf without card payments.
  await db().update(schema.businesses).set({ paymentProvider: "manual", stripeAccountId: null }).where(eq(schema.businesses.portalSubdomain, "greenleaf"));
  await closeDb();
});

/**
 * Issue 37 item 3, deposits by card end to end against the local fake Stripe (as pay-invoice.spec.ts):
 * the owner connects Greenleaf's Stripe account; a customer approves a quote that asks a $100.00
 * deposit and lands on Stripe's Checkout for it; coming back without paying, the quote says
 * "Deposit due" with "Pay deposit"; paying (the fake posts its signed webhook) turns it to
 * "Deposit paid", and the owner and the customer are told; the owner refunds part of it from the quote.
 */
test("approve a quote with a deposit → Checkout → back unpaid → Pay deposit → Deposit paid", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const { customer, scope } = await signInAsFreshCustomer(customerContext, { firstName: "Dee", lastName: "Positor" });

  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/settings/payments"));
  await page.getByRole("button", { name: /Connect Stripe|Continue Stripe setup/ }).click();
  await expect(page).toHaveURL(/\/connect\/onboard\/acct_/);
  await page.getByRole("button", { name: "Agree and submit" }).click();
  await expect(page).toHaveURL(app("/admin/settings/payments?stripe=checked"));
  await expect(page.getByTestId("stripe-status")).toHaveText("Connected");

  // $400.00 of work + 8.25 % tax = $433.00; a $100.00 deposit asked on approval.
  const quote = await createQuote(db(), scope, { quoteNumber: `Q-D${Date.now()}`, depositAmountCents: 10_000, lines: [{ description: "Patio", rate: 400 }] });
  await customerPage.goto(greenleaf(`/quotes/${quote.id}`));
  await customerPage.getByRole("button", { name: "Approve Quote" }).click();
  await customerPage.getByRole("dialog", { name: "Approve this quote?" }).getByRole("button", { name: "Approve", exact: true }).click();
  await expect(customerPage).toHaveURL(/\/checkout\/cs_test_/);
  await expect(customerPage.getByTestId("checkout-amount")).toHaveText("$100.00");

  // Back without paying: approved all the same, the deposit still due, a new Checkout on offer.
  await customerPage.getByRole("button", { name: "Cancel" }).click();
  await expect(customerPage).toHaveURL(greenleaf(`/quotes/${quote.id}?deposit=cancelled`));
  await expect(customerPage.getByText("Approved", { exact: true }).first()).toBeVisible();
  await expect(customerPage.getByTestId("deposit-due")).toHaveText("$100.00");
  await expect(customerPage.getByText("Payment cancelled. Nothing was charged.")).toBeVisible();
  expect((await db().select().from(schema.quotes).where(eq(schema.quotes.id, quote.id)))[0].status).toBe("approved");

  await customerPage.getByRole("button", { name: "Pay deposit" }).click();
  await expect(customerPage).toHaveURL(/\/checkout\/cs_test_/);
  await customerPage.getByRole("button", { name: "Pay $100.00" }).click();
  await expect(customerPage).toHaveURL(greenleaf(`/quotes/${quote.id}?deposit=success`));
  await expect(customerPage.getByTestId("quote-deposit")).toContainText("Deposit paid");
  await expect(customerPage.getByRole("button", { name: "Pay deposit" })).toHaveCount(0);
  await expect(customerPage.getByText("Deposit received")).toBeVisible();

  const deposits = await db().select().from(schema.payments).where(eq(schema.payments.quoteId, quote.id));
  expect(deposits).toHaveLength(1);
  expect(deposits[0]).toMatchObject({ method: "stripe", status: "succeeded", amountCents: 10_000, invoiceId: null });

  // Paid means told: the owner's bell, the customer's receipt.
  await page.goto(app("/admin/notifications"));
  await expect(page.getByRole("main").getByText("Deposit received: $100.00 from Dee Positor")).toBeVisible();
  const receipts = await db().select().from(schema.emailOutbox).where(and(eq(schema.emailOutbox.toAddress, customer.email!), eq(schema.emailOutbox.template, "payment-receipt")));
  expect(receipts).toHaveLength(1);
  expect(receipts[0].text).toContain("Amount paid: $100.00");
  expect(receipts[0].text).toContain(greenleaf(`/quotes/${quote.id}`));

  // The admin quote shows it and offers its refund.
  await page.goto(app(`/admin/quotes/${quote.id}`));
  await expect(page.getByTestId("quote-deposit-row")).toContainText("$100.00");
  await expect(page.getByRole("button", { name: "Refund deposit" })).toBeVisible();

  // Part of it goes back (issue 37 item 3, refundable like any payment): the amount starts at all of it.
  await page.getByRole("button", { name: "Refund deposit" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Refund amount ($)")).toHaveValue("100.00");
  await dialog.getByLabel("Refund amount ($)").fill("30.00");
  await dialog.getByLabel("Reason").fill("Smaller patio");
  await dialog.getByRole("button", { name: "Refund deposit" }).click();
  await expect(page.getByText("Deposit refund of $30.00 recorded")).toBeVisible();
  await expect(page.getByTestId("quote-deposit-row")).toContainText("$70.00 not refunded");
  const [refunded] = await db().select().from(schema.payments).where(eq(schema.payments.quoteId, quote.id));
  expect(refunded).toMatchObject({ status: "succeeded", refundedBeforeInvoiceCents: 3_000, invoiceId: null });
  await customerContext.close();
});
