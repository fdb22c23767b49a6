import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { createQuote } from "../../support/portal-fixtures";
import { closeDb, db, seriousViolations, signInAsFreshCustomer } from "../portal/screens-support";
import { app, OWNER, signInAsStaff, toast } from "./support";

test.afterAll(closeDb);

/**
 * Issue 37 item 2 on the seeded Greenleaf business: an approved quote offers Create job, contract
 * and invoice; each opens what it made, and the quote then links to it instead of offering it
 * again.
 */
test("an approved quote becomes an invoice and a job once each, and links to them", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const customerContext = await browser.newContext();
  const { scope } = await signInAsFreshCustomer(customerContext, { firstName: "Quinn", lastName: `Convert${randomUUID().slice(0, 6)}` });
  const quote = await createQuote(db(), scope, {
    status: "approved",
    title: "Fall clean-up",
    lines: [
      { description: "Leaf removal", quantity: 3, rate: 45.5 },
      { description: "Gutter clean", rate: 120 },
    ],
  });

  await signInAsStaff(page, OWNER);
  await page.goto(app(`/admin/quotes/${quote.id}`));
  const card = page.getByTestId("quote-conversions");
  await expect(card.getByRole("heading", { name: "Work from this quote" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole("button", { name: "Create invoice" }).click();
  await expect(toast(page, "Invoice created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  const invoiceId = page.url().split("/").pop()!;
  const [invoice] = await db().select().from(schema.invoices).where(eq(schema.invoices.id, invoiceId));
  expect(invoice).toMatchObject({ quoteId: quote.id, customerId: scope.customerId, status: "draft", amountCents: quote.totalAmountCents });

  await page.goto(app(`/admin/quotes/${quote.id}`));
  await card.getByRole("button", { name: "Create job" }).click();
  await expect(toast(page, "Job created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/schedule\/jobs\/[0-9a-f-]{36}$/);
  const jobId = page.url().split("/").pop()!;

  await page.goto(app(`/admin/quotes/${quote.id}`));
  await expect(card.getByRole("link", { name: `Invoice ${invoice.invoiceNumber}` })).toHaveAttribute("href", `/admin/invoices/${invoiceId}`);
  await expect(card.getByRole("link", { name: "Job Fall clean-up" })).toHaveAttribute("href", `/admin/schedule/jobs/${jobId}`);
  await expect(card.getByRole("button", { name: "Create invoice" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Create job" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Create contract" })).toBeVisible();
  expect(await db().select().from(schema.quoteConversions).where(eq(schema.quoteConversions.quoteId, quote.id))).toHaveLength(2);
  await customerContext.close();
});
