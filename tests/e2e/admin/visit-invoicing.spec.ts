import { expect, test } from "@playwright/test";
import { eq, inArray } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { closeDb, db, greenleaf, signInAsFreshCustomer } from "../portal/screens-support";
import { app, OWNER, signInAsStaff, toast } from "./support";

test.afterAll(closeDb);

/**
 * Issue 12 item 3, end to end: a customer's two completed visits appear under "Uninvoiced
 * visits"; the owner previews the invoice, creates it as a draft, sends it with "Send
 * selected", and the customer finds it in the portal.
 */
test("owner previews, creates and sends an invoice from completed visits; the customer sees it", async ({ page, browser }) => {
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const { business, customer } = await signInAsFreshCustomer(customerContext, { firstName: "Vera", lastName: "Visitwell" });
  const visitIds: string[] = [];
  for (const day of ["2026-02-03", "2026-02-10"]) {
    const [series] = await db()
      .insert(schema.jobSeries)
      .values({ businessId: business.id, customerId: customer.id, title: "Hedge trim", startDate: day, startTime: "10:00", durationMinutes: 60, timeZone: business.timezone, priceCents: 6000 })
      .returning();
    const [visit] = await db()
      .insert(schema.jobs)
      .values({ businessId: business.id, customerId: customer.id, seriesId: series.id, occurrenceDate: day, scheduledDate: new Date(`${day}T17:00:00Z`), status: "completed", completedAt: new Date(`${day}T18:00:00Z`) })
      .returning();
    visitIds.push(visit.id);
  }

  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/invoices"));
  await page.getByRole("link", { name: "Uninvoiced visits" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Uninvoiced visits" })).toBeVisible();
  const group = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Vera Visitwell" }) });
  await expect(group).toContainText("Hedge trim — Feb 3, 2026");
  await expect(group).toContainText("Hedge trim — Feb 10, 2026");
  // Only this customer, by keyboard: clear the selection, then choose Vera.
  await page.getByLabel("All customers").focus();
  await page.keyboard.press("Space");
  await expect(page.getByTestId("batch-preview")).toHaveText("These 0 invoices will be created, total $0.00");
  await page.getByLabel("Vera Visitwell").focus();
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Vera Visitwell")).toBeChecked();
  // $120.00 + 8.25% tax = $129.90
  await expect(page.getByTestId("batch-preview")).toHaveText("This 1 invoice will be created, total $129.90");
  await page.getByRole("button", { name: "Create invoices" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "1 draft invoice created, total $129.90")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Vera Visitwell" })).toHaveCount(0);

  const [claim] = await db().select().from(schema.invoiceVisits).where(inArray(schema.invoiceVisits.visitId, visitIds));
  const [invoice] = await db().select().from(schema.invoices).where(eq(schema.invoices.id, claim.invoiceId));
  expect(invoice).toMatchObject({ status: "draft", customerId: customer.id, amountCents: 12990 });
  const drafts = page.getByRole("table", { name: "Draft invoices" });
  const row = drafts.getByRole("row").filter({ hasText: invoice.invoiceNumber! });
  await expect(row.getByRole("checkbox")).toBeChecked();
  await page.getByRole("button", { name: "Send selected" }).click();
  await expect(toast(page, "1 invoice sent")).toBeVisible();
  await expect(drafts.getByRole("row").filter({ hasText: invoice.invoiceNumber! })).toHaveCount(0);
  const [sent] = await db().select().from(schema.invoices).where(eq(schema.invoices.id, invoice.id));
  expect(sent.status).toBe("pending");

  await customerPage.goto(greenleaf("/invoices"));
  await expect(customerPage.getByText(invoice.invoiceNumber!)).toBeVisible();
  await customerPage.goto(greenleaf(`/invoices/${invoice.id}`));
  await expect(customerPage.getByText("$129.90").first()).toBeVisible();
  // The portal shows the invoice's description, and each visit as its own line (issue 37: lines are never merged).
  await expect(customerPage.getByText("2 visits, Feb 3, 2026 – Feb 10, 2026")).toBeVisible();
  const lines = customerPage.getByRole("article", { name: "Invoice document" }).getByTestId("document-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toHaveText(/Hedge trim — Feb 3, 2026\s*1\s*\$60\.00\s*\$60\.00/);
  await expect(lines.nth(1)).toHaveText(/Hedge trim — Feb 10, 2026\s*1\s*\$60\.00\s*\$60\.00/);
  await customerContext.close();
});

/** Items 2 and 3 on screen: a job's invoicing rule with its preview, and a reminder from the invoice. */
test("owner sets a job's monthly invoicing rule and sees the next run; sends a reminder that shows on the invoice's activity", async ({ page, browser }) => {
  const customerContext = await browser.newContext();
  const { business, customer } = await signInAsFreshCustomer(customerContext, { firstName: "Rita", lastName: "Ruleson" });
  await customerContext.close();
  const [series] = await db()
    .insert(schema.jobSeries)
    .values({ businessId: business.id, customerId: customer.id, title: "Pool care", startDate: "2026-01-06", startTime: "10:00", durationMinutes: 60, timeZone: business.timezone, rrule: "FREQ=WEEKLY;BYDAY=TU", priceCents: 8000 })
    .returning();
  await db()
    .insert(schema.jobs)
    .values({ businessId: business.id, customerId: customer.id, seriesId: series.id, occurrenceDate: "2026-01-06", scheduledDate: new Date("2026-01-06T15:00:00Z"), status: "completed", completedAt: new Date("2026-01-06T16:00:00Z") });

  await signInAsStaff(page, OWNER);
  await page.goto(app(`/admin/schedule/jobs/${series.id}`));
  await expect(page.getByTestId("invoicing-preview")).toHaveText("Not invoiced automatically. Completed and not yet invoiced: 1 visit, $86.60");
  await page.getByLabel("Invoice", { exact: true }).selectOption("monthly");
  await page.getByLabel("Day of month").fill("1");
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(toast(page, "Invoicing rule saved")).toBeVisible();
  // The January visit is billed on the next 1st: $80.00 + 8.25% = $86.60.
  await expect(page.getByTestId("invoicing-preview")).toContainText(/^Next run on the 1st \([A-Z][a-z]{2} 1, \d{4}\): 1 visit, \$86\.60$/);
  const [saved] = await db().select().from(schema.jobSeries).where(eq(schema.jobSeries.id, series.id));
  expect(saved).toMatchObject({ invoicingRule: "monthly", invoicingDay: 1 });

  const [invoice] = await db()
    .insert(schema.invoices)
    .values({ businessId: business.id, customerId: customer.id, invoiceNumber: `INV-R${Date.now()}`, status: "overdue", amountCents: 5000, dueDate: "2026-01-31", description: "Pool care" })
    .returning();
  await page.goto(app(`/admin/invoices/${invoice.id}`));
  await expect(page.getByText("No reminders sent.")).toBeVisible();
  await page.getByRole("button", { name: "Send reminder" }).click();
  await expect(toast(page, "Reminder sent")).toBeVisible();
  await expect(page.getByRole("list", { name: "Reminders" })).toContainText("Reminder sent by");
  const reminders = await db().select().from(schema.invoiceReminders).where(eq(schema.invoiceReminders.invoiceId, invoice.id));
  expect(reminders).toMatchObject([{ kind: "manual" }]);
});
