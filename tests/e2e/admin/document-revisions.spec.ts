import { expect, test, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { closeDb, db, greenleaf, seriousViolations, signInAsFreshCustomer } from "../portal/screens-support";
import { app, OWNER, signInAsStaff, staffGet, toast } from "./support";

test.afterAll(closeDb);

/**
 * Issue 37, the owner's side: a sent quote and an unpaid invoice are previewed exactly as the
 * customer sees them, downloaded as the customer's PDF, and revised — "Rev. 2", new figures, the
 * customer's portal showing them; once something is paid the invoice offers no revision. Greenleaf
 * charges 8.25 % tax: $575 − $20 → $600.79; revised $500 − $20 → $519.60.
 */
async function fillLine(page: Page, index: number, line: { description: string; quantity: string; rate: string }) {
  const lines = page.getByRole("list", { name: "Line items" }).getByRole("listitem");
  await lines.nth(index).getByLabel("Description").fill(line.description);
  await lines.nth(index).getByLabel("Quantity").fill(line.quantity);
  await lines.nth(index).getByLabel("Rate ($)").fill(line.rate);
}

test("preview, PDF and revision of a sent quote, then of an unpaid invoice", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const { customer } = await signInAsFreshCustomer(customerContext, { firstName: "Rita", lastName: "Revision" });

  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/quotes/new"));
  await page.getByLabel("Customer").selectOption(customer.id);
  await page.getByLabel("Title").fill("Spring clean-up");
  await page.getByLabel("Discount ($)").fill("20");
  await fillLine(page, 0, { description: "Spring clean-up", quantity: "1", rate: "350" });
  await page.getByRole("button", { name: "Add line" }).click();
  await fillLine(page, 1, { description: "Mulch", quantity: "3", rate: "75" });
  await page.getByRole("button", { name: "Save and send" }).click();
  await expect(toast(page, "Quote sent")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
  const quoteId = page.url().split("/").pop()!;

  // Preview: the portal's own document.
  await page.getByRole("link", { name: "Preview", exact: true }).click();
  await expect(page).toHaveURL(app(`/admin/quotes/${quoteId}/preview`));
  await expect(page.getByTestId("preview-note")).toHaveText("This is what Rita Revision sees in their portal.");
  const preview = page.getByRole("article", { name: "Quote document" });
  await expect(preview.locator("dl[aria-label=Totals]")).toHaveText(/Subtotal\s*\$575\.00\s*Discount\s*-\$20\.00\s*Tax\s*\$45\.79\s*Total\s*\$600\.79/);
  expect(await seriousViolations(page)).toEqual([]);
  const pdf = await staffGet(page, `/api/admin/quotes/${quoteId}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Revise: 2 yards of mulch instead of 3.
  await page.goto(app(`/admin/quotes/${quoteId}`));
  await page.getByRole("link", { name: "Revise", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Revise quote / })).toBeVisible();
  await expect(page.getByLabel("Customer")).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("list", { name: "Line items" }).getByRole("listitem").nth(1).getByLabel("Quantity").fill("2");
  await expect(page.getByTestId("builder-total")).toHaveText("$519.60");
  await page.getByRole("button", { name: "Send revision" }).click();
  await expect(toast(page, "Revision sent to the customer")).toBeVisible();
  await expect(page).toHaveURL(app(`/admin/quotes/${quoteId}`));
  await expect(page.getByTestId("quote-revision")).toHaveText("Rev. 2");
  await expect(page.getByTestId("quote-total")).toHaveText("$519.60");

  await customerPage.goto(greenleaf(`/quotes/${quoteId}`));
  const seen = customerPage.getByRole("article", { name: "Quote document" });
  await expect(seen.getByText("Rev. 2")).toBeVisible();
  await expect(seen.getByTestId("quote-total")).toHaveText("$519.60");
  await customerPage.goto(greenleaf("/notifications"));
  await expect(customerPage.getByText(/revised \(Rev\. 2\)/).first()).toBeVisible();

  // An invoice: issued, revised (the ledger records the difference), then paid in part — no more revisions.
  await page.goto(app("/admin/invoices/new"));
  await page.getByLabel("Customer").selectOption(customer.id);
  await page.getByLabel("Description").first().fill("May service");
  await fillLine(page, 0, { description: "Weekly mowing", quantity: "4", rate: "45" });
  await page.getByRole("button", { name: "Add line" }).click();
  await fillLine(page, 1, { description: "Leaf removal", quantity: "1", rate: "45" });
  await page.getByRole("button", { name: "Save and send" }).click();
  await expect(toast(page, "Invoice sent")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  const invoiceId = page.url().split("/").pop()!;
  await expect(page.getByTestId("invoice-balance")).toHaveText("$243.56");
  await page.getByRole("link", { name: "Revise", exact: true }).click();
  await page.getByLabel("Discount ($)").fill("25");
  await page.getByRole("button", { name: "Send revision" }).click();
  await expect(toast(page, "Revision sent to the customer")).toBeVisible();
  await expect(page.getByTestId("invoice-revision")).toHaveText("Rev. 2");
  await expect(page.getByTestId("invoice-balance")).toHaveText("$216.50");
  await expect(page.getByRole("table", { name: "Ledger" }).getByRole("row", { name: /Revised/ })).toContainText("-$27.06");
  const ledger = await db().select().from(schema.ledgerEntries).where(and(eq(schema.ledgerEntries.invoiceId, invoiceId), eq(schema.ledgerEntries.kind, "invoice_revised")));
  expect(ledger.map((entry) => entry.amountCents)).toEqual([-2_706]);

  await page.getByRole("link", { name: "Preview", exact: true }).click();
  await expect(page.getByRole("article", { name: "Invoice document" }).getByTestId("document-line")).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(app(`/admin/invoices/${invoiceId}`));
  await page.getByRole("button", { name: "Record payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Record a payment" });
  await dialog.getByLabel("Amount ($)").fill("50");
  await dialog.getByRole("button", { name: "Save payment" }).click();
  await expect(toast(page, "Payment recorded")).toBeVisible();
  await expect(page.getByRole("link", { name: "Revise", exact: true })).toHaveCount(0);
  await page.goto(app(`/admin/invoices/${invoiceId}/revise`));
  await expect(page.getByText(/Only a sent invoice with nothing paid or credited on it can be revised; a paid invoice is never edited\./)).toBeVisible();

  await customerPage.goto(greenleaf(`/invoices/${invoiceId}`));
  const invoiceDoc = customerPage.getByRole("article", { name: "Invoice document" });
  await expect(invoiceDoc.getByText("Rev. 2")).toBeVisible();
  await expect(invoiceDoc.locator("dl[aria-label=Totals]")).toHaveText(/Total\s*\$216\.50\s*Payment \(cash\).*-\$50\.00\s*Balance due\s*\$166\.50/);
  await customerContext.close();
});
