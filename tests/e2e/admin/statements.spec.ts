import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { formatCents } from "../../../lib/format/money";
import { pdfPagesText } from "../../support/pdf-text";
import { closeDb, db, greenleaf, signInAsJane } from "../portal/screens-support";
import { app, OWNER, signInAsStaff } from "./support";

test.afterAll(closeDb);

/** The downloaded file's PDF text, after checking it is a PDF. */
async function statementText(download: Download): Promise<string> {
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return (await pdfPagesText(new Uint8Array(bytes))).join("\n");
}

async function downloadStatement(page: Page): Promise<string> {
  const form = page.getByRole("form", { name: "Statement" });
  await expect(form.getByLabel("From")).not.toHaveValue("");
  await expect(form.getByLabel("To")).not.toHaveValue("");
  const download = page.waitForEvent("download");
  await form.getByRole("button", { name: "Download statement" }).click();
  return statementText(await download);
}

/**
 * Issue 12 item 3, customer statements: the owner downloads the demo customer's statement
 * from the customer page, the customer downloads theirs from the portal's invoices; both
 * end on the outstanding balance (the default range ends today).
 */
test("the owner and the customer download the same statement, closing on the outstanding balance", async ({ page, browser }) => {
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const { jane } = await signInAsJane(customerContext);
  const [{ balance }] = await db().select({ balance: schema.customers.outstandingBalanceCents }).from(schema.customers).where(eq(schema.customers.id, jane.id));
  const closing = new RegExp(`Closing balance\\n+${formatCents(balance).replace(/[$.]/g, "\\$&")}`);

  await signInAsStaff(page, OWNER);
  await page.goto(app(`/admin/customers/${jane.id}`));
  await expect(page.getByRole("heading", { level: 2, name: "Statement" })).toBeVisible();
  // A reversed range is refused on the page, before any download.
  const form = page.getByRole("form", { name: "Statement" });
  await form.getByLabel("From").fill("2026-05-01");
  await form.getByLabel("To").fill("2026-04-01");
  await form.getByRole("button", { name: "Download statement" }).click();
  await expect(form.getByRole("alert")).toHaveText("The start date must be on or before the end date");
  await page.reload();
  const ownerText = await downloadStatement(page);
  expect(ownerText).toContain(`${jane.firstName} ${jane.lastName}`);
  expect(ownerText).toMatch(closing);

  await customerPage.goto(greenleaf("/invoices"));
  await expect(customerPage.getByRole("heading", { level: 2, name: "Account statement" })).toBeVisible();
  const customerText = await downloadStatement(customerPage);
  expect(customerText).toContain(`${jane.firstName} ${jane.lastName}`);
  expect(customerText).toMatch(closing);
  await customerContext.close();
});
