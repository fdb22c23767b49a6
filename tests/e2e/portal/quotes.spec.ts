import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { createQuote } from "../../support/portal-fixtures";
import { closeDb, db, greenleaf, signInAsFreshCustomer, signInAsJane, toast } from "./screens-support";

test.afterAll(closeDb);

test("Your Quotes: labels, the first three items then '+N more items', the right button", async ({ page, context }) => {
  await signInAsJane(context);
  await page.goto(greenleaf("/quotes"));
  await expect(page.getByRole("heading", { name: "Your Quotes" })).toBeVisible();
  const many = page.getByTestId("quote-card").filter({ hasText: "Q-1001" });
  await expect(many.getByText("Pending Response")).toBeVisible();
  await expect(many.getByRole("list", { name: "Line items" }).getByRole("listitem")).toHaveCount(4);
  await expect(many.getByText("+2 more items")).toBeVisible();
  await expect(many.getByRole("link", { name: "Review & Respond" })).toBeVisible();
  const approved = page.getByTestId("quote-card").filter({ hasText: "Q-1003" });
  await expect(approved.getByText("Approved", { exact: true })).toBeVisible();
  await expect(approved.getByRole("link", { name: "View Quote" })).toBeVisible();
  await expect(page.getByTestId("quote-card").filter({ hasText: "Q-1004" }).getByText("Declined", { exact: true })).toBeVisible();
  // The draft is the business's, never shown.
  await expect(page.getByTestId("quote-card").filter({ hasText: "Q-1005" })).toHaveCount(0);
});

test("empty state and the 8-character id for a quote without a number", async ({ page, context }) => {
  const { scope } = await signInAsFreshCustomer(context);
  await page.goto(greenleaf("/quotes"));
  await expect(page.getByRole("heading", { name: "No quotes yet" })).toBeVisible();
  await expect(page.getByText("You haven't received any quotes yet. When you do, they'll appear here.")).toBeVisible();
  const quote = await createQuote(db(), scope, { quoteNumber: null, title: "Patio pressure wash" });
  await page.reload();
  await expect(page.getByTestId("quote-card")).toContainText(`Quote #${quote.id.slice(0, 8)}`);
});

test("quote detail: the branded document and the valid-30-days footer default", async ({ page, context }) => {
  const { jane } = await signInAsJane(context);
  const [q] = await db().select().from(schema.quotes).where(and(eq(schema.quotes.customerId, jane.id), eq(schema.quotes.quoteNumber, "Q-1002")));
  await page.goto(greenleaf(`/quotes/${q.id}`));
  const doc = page.getByRole("article", { name: "Quote document" });
  await expect(doc.getByText("QUOTE", { exact: true })).toBeVisible();
  await expect(doc.getByText("#Q-1002")).toBeVisible();
  await expect(doc.getByText("Greenleaf Lawn Care")).toHaveCSS("color", "rgb(21, 128, 61)");
  await expect(doc.getByText("This quote is valid 30 days from quote date.")).toBeVisible();
  await expect(doc.getByTestId("quote-total")).toHaveText((q.totalAmountCents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" }));
  await expect(page.getByRole("button", { name: "Approve Quote" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Decline Quote" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const file = await (await download).path();
  expect((await readFile(file!)).subarray(0, 5).toString()).toBe("%PDF-");

  await page.getByRole("link", { name: "Back to Quotes" }).click();
  await expect(page).toHaveURL(/\/quotes$/);
});

test("approve: a dialog an outside click does not close, an optional comment, the toast, and the business notified", async ({ page, context }) => {
  const { scope, business } = await signInAsFreshCustomer(context, { firstName: "Ada", lastName: "Approver" });
  const quote = await createQuote(db(), scope, { quoteNumber: `Q-E${Date.now()}` });
  await page.goto(greenleaf(`/quotes/${quote.id}`));
  await page.getByRole("button", { name: "Approve Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Approve this quote?" });
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Comment (optional)").fill("Please start next Monday");
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(page, "Quote Approved")).toContainText("The quote has been approved successfully.");
  await expect(page.getByRole("button", { name: "Approve Quote" })).toHaveCount(0);
  await expect(page.getByTestId("quote-response")).toContainText("Please start next Monday");
  const [row] = await db().select().from(schema.quotes).where(eq(schema.quotes.id, quote.id));
  expect(row).toMatchObject({ status: "approved", customerComment: "Please start next Monday" });
  const staff = await db().select().from(schema.notifications).where(and(eq(schema.notifications.businessId, business.id), eq(schema.notifications.kind, "quote_response")));
  expect(staff.some((n) => n.title.includes(quote.quoteNumber!) && n.title.includes("Ada Approver"))).toBe(true);
  await page.goto(greenleaf("/quotes"));
  await expect(page.getByTestId("quote-card").getByText("Approved", { exact: true })).toBeVisible();
});

test("decline without a comment; a quote answered elsewhere shows the error toast", async ({ page, context }) => {
  const { scope } = await signInAsFreshCustomer(context);
  const quote = await createQuote(db(), scope);
  await page.goto(greenleaf(`/quotes/${quote.id}`));
  await page.getByRole("button", { name: "Decline Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Decline this quote?" });
  await dialog.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(toast(page, "Quote Declined")).toContainText("The quote has been declined.");
  expect((await db().select().from(schema.quotes).where(eq(schema.quotes.id, quote.id)))[0].status).toBe("declined");

  const second = await createQuote(db(), scope);
  await page.goto(greenleaf(`/quotes/${second.id}`));
  await db().update(schema.quotes).set({ status: "declined" }).where(eq(schema.quotes.id, second.id));
  await page.getByRole("button", { name: "Approve Quote" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(page, "Error")).toContainText("This quote has already been declined");
});

test("not found: an unknown id, a draft, and another customer's quote", async ({ page, context }) => {
  const { scope } = await signInAsFreshCustomer(context);
  const draft = await createQuote(db(), scope, { status: "draft" });
  const jane = await db().select().from(schema.quotes).where(eq(schema.quotes.quoteNumber, "Q-1001"));
  for (const id of [randomUUID(), draft.id, jane[0].id, "not-a-uuid"]) {
    await page.goto(greenleaf(`/quotes/${id}`));
    await expect(page.getByRole("heading", { name: "Quote not found" })).toBeVisible();
    await expect(page.getByText("The quote you're looking for doesn't exist or you don't have access to it.")).toBeVisible();
  }
});
