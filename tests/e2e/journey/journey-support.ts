import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";
import { arithmeticOf, centsOf, pdfRendering, type Rendering, type RenderedRow } from "../../support/document-renderings";
import { pdfPagesText } from "../../support/pdf-text";

/**
 * The journey's arithmetic (issue 37 item 8): every totals block the owner or the customer
 * sees — on a page or in a PDF — must add up to the cent by itself: the lines to the subtotal,
 * subtotal − discount + tax to the total, the total and its settlements to the balance due.
 */

/** A page's totals block (`dl[aria-label=Totals]`), row by row as a reader reads it. */
export async function shownTotals(block: Locator): Promise<RenderedRow[]> {
  await expect(block).toBeVisible();
  const labels = await block.locator("dt").allInnerTexts();
  const amounts = await block.locator("dd").allInnerTexts();
  // A settlement's term carries its date below the label: the first line is the label.
  return labels.map((label, i) => ({ label: label.split("\n")[0].trim(), amountCents: centsOf(amounts[i].replace("−", "-")) }));
}

/** The rows as "Label $amount", to compare with what the journey expects. */
export const asText = (rows: RenderedRow[]) => rows.map((row) => `${row.label} ${row.amountCents < 0 ? "-" : ""}$${(Math.abs(row.amountCents) / 100).toFixed(2)}`);

/** The rendering adds up by itself; `lines` false for a totals block shown without its lines. */
export function expectAddsUp(rendering: Rendering, where: string, { lines = true } = {}) {
  const sums = arithmeticOf(rendering);
  if (lines) expect(sums.linesSum, `${where}: the lines add up to the subtotal`).toBe(sums.subtotal);
  expect(sums.totalFromParts, `${where}: subtotal − discount + tax = total`).toBe(sums.total);
  if (sums.balanceDue !== undefined) expect(sums.balanceFromParts, `${where}: total and settlements = balance due`).toBe(sums.balanceDue);
}

/** The PDF the page downloads when `link` is clicked, read back as lines and totals. */
export async function downloadedPdf(page: Page, link: Locator): Promise<Rendering & { text: string }> {
  const download = page.waitForEvent("download");
  await link.click();
  const bytes = new Uint8Array(await readFile((await (await download).path())!));
  const text = (await pdfPagesText(bytes)).join("\n");
  return { ...pdfRendering(text), text };
}

/** Today's date (YYYY-MM-DD) in a business's time zone. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

/** A document as a page shows it (DocumentFiguresTable): its line rows and its totals block. */
export async function shownDocument(scope: Locator): Promise<Rendering> {
  // The page may still be streaming in: read its lines once its totals are on screen (reading
  // at once found an empty table while the portal's loading state stood in for the document).
  const totals = await shownTotals(scope.locator("dl[aria-label=Totals]"));
  const rows = scope.getByTestId("document-line");
  const lines = [];
  for (const row of await rows.all()) {
    const [description, quantity, rate, amount] = (await row.locator("td").allInnerTexts()).map((cell) => cell.trim());
    lines.push({ description, quantity: Number(quantity), rateCents: centsOf(rate), amountCents: centsOf(amount) });
  }
  return { lines, rows: totals };
}
