import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { closeDb, db, greenleaf, signInAsFreshCustomer } from "../portal/screens-support";
import { app, OWNER, signInAsStaff, toast } from "./support";

test.afterAll(closeDb);

/**
 * Issue 12, end to end: the owner builds a quote from two catalogue services and sends it;
 * the customer approves it in the portal; the owner invoices them, records a partial
 * payment, applies a credit with its reason and refunds part of the payment, and the portal
 * shows the credit, its reason and the balance due (the refund owed again).
 */
test("quote → approval in the portal → invoice → partial payment → credit → refund → the portal's balance", async ({ page, browser }) => {
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const { customer } = await signInAsFreshCustomer(customerContext, { firstName: "Quinn", lastName: "Moneypenny" });

  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/quotes"));
  await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
  await page.getByRole("link", { name: "New quote" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New quote" })).toBeVisible();
  await page.getByLabel("Customer").selectOption(customer.id);
  await page.getByLabel("Title").fill("Autumn package");
  const catalogue = page.getByLabel("Add a service");
  await catalogue.selectOption({ index: 1 });
  await catalogue.selectOption({ index: 2 });
  await expect(page.getByRole("list", { name: "Line items" }).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Save and send" }).click();
  await expect(toast(page, "Quote sent")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("quote-status")).toHaveText("Pending Response");
  const quoteId = page.url().split("/").pop()!;
  const [quote] = await db().select().from(schema.quotes).where(eq(schema.quotes.id, quoteId));
  expect(quote).toMatchObject({ status: "sent", customerId: customer.id });
  expect(quote.totalAmountCents).toBe(quote.subtotalCents + quote.taxAmountCents);

  await customerPage.goto(greenleaf(`/quotes/${quoteId}`));
  await customerPage.getByRole("button", { name: "Approve Quote" }).click();
  await customerPage.getByRole("dialog", { name: "Approve this quote?" }).getByRole("button", { name: "Approve", exact: true }).click();
  // The open dialog hides the page from the accessibility tree; it closes once the approval is saved.
  await expect(customerPage.getByRole("dialog")).toHaveCount(0);
  await expect(customerPage.getByRole("button", { name: "Approve Quote" })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("quote-status")).toHaveText("Approved");

  await page.goto(app("/admin/invoices/new"));
  await page.getByLabel("Customer").selectOption(customer.id);
  await page.getByLabel("Description").first().fill("Autumn package");
  await page.getByRole("list", { name: "Line items" }).getByLabel("Description").fill("Leaf removal");
  await page.getByLabel("Quantity").fill("2");
  await page.getByLabel("Rate ($)").fill("100");
  await page.getByRole("button", { name: "Save and send" }).click();
  await expect(toast(page, "Invoice sent")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("invoice-status")).toHaveText("PENDING");
  // $200.00 + 8.25% tax = $216.50
  await expect(page.getByTestId("invoice-balance")).toHaveText("$216.50");

  await page.getByRole("button", { name: "Record payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Record a payment" });
  await dialog.getByLabel("Amount ($)").fill("50");
  await dialog.getByLabel("Method").selectOption("check");
  await dialog.getByLabel("Note").fill("Cheque #1001");
  await dialog.getByRole("button", { name: "Save payment" }).click();
  await expect(toast(page, "Payment recorded")).toContainText("$166.50 still due");
  await expect(page.getByTestId("invoice-balance")).toHaveText("$166.50");
  await expect(page.getByRole("table", { name: "Payments" })).toContainText("Cheque #1001");

  await page.getByRole("button", { name: "Apply credit" }).click();
  const credit = page.getByRole("dialog", { name: "Apply a credit" });
  await credit.getByLabel("Credit amount ($)").fill("16.50");
  await credit.getByLabel("Reason").fill("Missed visit on Oct 3");
  await credit.getByRole("button", { name: "Apply credit" }).click();
  await expect(toast(page, "Credit applied")).toContainText("$150.00 still due");
  await expect(page.getByTestId("invoice-balance")).toHaveText("$150.00");
  await expect(page.getByTestId("invoice-credited")).toHaveText("$16.50");
  const creditRow = page.getByRole("table", { name: "Ledger" }).getByRole("row", { name: /Missed visit on Oct 3/ });
  await expect(creditRow).toContainText("Credit");
  await expect(creditRow).toContainText("-$16.50");
  const invoiceId = page.url().split("/").pop()!;

  // A refund of part of the cheque: the amount is owed again.
  const paymentRow = page.getByRole("table", { name: "Payments" }).getByTestId("payment-row");
  await paymentRow.getByRole("button", { name: "Refund" }).click();
  const refund = page.getByRole("dialog", { name: "Refund this payment" });
  await expect(refund.getByLabel("Refund amount ($)")).toHaveValue("50.00");
  await refund.getByLabel("Refund amount ($)").fill("20");
  await refund.getByLabel("Reason").fill("Overcharged for leaf bags");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(toast(page, "Refunded $20.00")).toContainText("$170.00 now due");
  await expect(page.getByTestId("invoice-balance")).toHaveText("$170.00");
  await expect(paymentRow.getByTestId("payment-refunded")).toHaveText("$20.00");
  await expect(page.getByRole("table", { name: "Ledger" }).getByRole("row", { name: /Overcharged for leaf bags/ })).toContainText("$20.00");

  await customerPage.goto(greenleaf("/dashboard"));
  await expect(customerPage.getByTestId("outstanding-balance")).toHaveText("$170.00");
  await customerPage.goto(greenleaf(`/invoices/${invoiceId}`));
  const document = customerPage.getByRole("article", { name: "Invoice document" });
  await expect(document).toContainText("Missed visit on Oct 3");
  await expect(document.getByTestId("invoice-balance-due")).toHaveText("$170.00");
  await customerContext.close();
});
