import { expect, test, type Page } from "@playwright/test";
import { createInvoice, createQuote } from "../../support/portal-fixtures";
import { closeDb, db, greenleaf, seriousViolations, signInAsFreshCustomer } from "./screens-support";

test.afterAll(closeDb);

/**
 * Issue 37, as the customer sees it: a quote's discount line, every line of an invoice (not one
 * merged row), the totals adding up, a long description shown whole — on desktop and at 390 px,
 * with axe clean on each screen. The documents are stored as the app stores them: figures from
 * computeDocumentTotals ($575 − $20 + 6.25 % = $589.69; $315 − $20 + 6.25 % = $313.44).
 */
const LONG = `Full property clean-up: ${"remove the leaves from every bed, edge the walks, cut back the perennials and haul the debris away; ".repeat(4)}done.`.slice(0, 400);

/** The totals block as a reader reads it, row by row. */
async function totalsOf(page: Page, document: string): Promise<string[]> {
  const block = page.getByRole("article", { name: document }).locator("dl[aria-label=Totals]");
  await expect(block).toBeVisible();
  const labels = await block.locator("dt").allInnerTexts();
  const amounts = await block.locator("dd").allInnerTexts();
  // A settlement's term carries its date below the label: the first line is the label.
  return labels.map((label, i) => `${label.split("\n")[0]} ${amounts[i]}`);
}

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["390 px", { width: 390, height: 844 }],
] as const) {
  test(`the customer sees the discount, every invoice line and long descriptions whole (${label})`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    const { scope } = await signInAsFreshCustomer(context);
    const quote = await createQuote(db(), scope, {
      quoteNumber: `Q-D${Date.now()}`,
      title: "Spring clean-up",
      lines: [
        { description: "Spring clean-up", rate: 350 },
        { description: LONG, quantity: 3, rate: 75 },
      ],
      subtotalCents: 57_500,
      discountCents: 2_000,
      taxAmountCents: 3_469,
      totalAmountCents: 58_969,
    });
    const invoice = await createInvoice(db(), scope, {
      invoiceNumber: `INV-D${Date.now()}`,
      description: "May service",
      lines: [
        { description: "Weekly mowing", quantity: 4, rate: 45 },
        { description: "Hedge trimming", quantity: 1.5, rate: 60 },
        { description: "Leaf removal", rate: 45 },
      ],
      subtotalCents: 31_500,
      discountCents: 2_000,
      taxAmountCents: 1_844,
      amountCents: 31_344,
    });

    await page.goto(greenleaf(`/quotes/${quote.id}`));
    const quoteDoc = page.getByRole("article", { name: "Quote document" });
    await expect(quoteDoc.getByRole("cell", { name: LONG })).toBeVisible();
    expect(await totalsOf(page, "Quote document")).toEqual(["Subtotal $575.00", "Discount -$20.00", "Tax $34.69", "Total $589.69"]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(greenleaf("/quotes"));
    await expect(page.getByTestId("quote-card").filter({ hasText: quote.quoteNumber! })).toContainText("Includes a $20.00 discount");

    await page.goto(greenleaf(`/invoices/${invoice.id}`));
    const invoiceDoc = page.getByRole("article", { name: "Invoice document" });
    const lines = invoiceDoc.getByTestId("document-line");
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0)).toHaveText(/Weekly mowing\s*4\s*\$45\.00\s*\$180\.00/);
    await expect(lines.nth(1)).toHaveText(/Hedge trimming\s*1\.5\s*\$60\.00\s*\$90\.00/);
    await expect(lines.nth(2)).toHaveText(/Leaf removal\s*1\s*\$45\.00\s*\$45\.00/);
    expect(await totalsOf(page, "Invoice document")).toEqual(["Subtotal $315.00", "Discount -$20.00", "Tax $18.44", "Total $313.44", "Balance due $313.44"]);
    await expect(invoiceDoc.getByTestId("invoice-total")).toHaveText("$313.44");
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(greenleaf("/invoices"));
    await expect(page.getByTestId("invoice-card").filter({ hasText: invoice.invoiceNumber! })).toContainText("$313.44");
    expect(await seriousViolations(page)).toEqual([]);
  });
}
