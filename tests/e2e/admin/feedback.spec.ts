import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { createJob } from "../../support/portal-fixtures";
import { closeDb, db, greenleaf, seriousViolations, signInAsFreshCustomer } from "../portal/screens-support";
import { app, EMPLOYEE, OWNER, signInAsStaff, toast } from "./support";

test.afterAll(closeDb);

/**
 * Issue 13 "customer feedback": a customer rates a completed visit in the portal (from the
 * dashboard's prompt, at 375 px); the 2-star rating notifies the owner at once; the owner
 * finds it in Reviews, filtered to low ratings, and replies; the customer sees the reply on
 * the visit and in Service History. An employee without view_reports is refused Reviews.
 */
test("a customer rates a completed visit; the owner is alerted, replies, and the customer sees the reply", async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const customerContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const { customer, scope, business } = await signInAsFreshCustomer(customerContext, { firstName: `Rae${tag}`, lastName: "Rating" });
  const [service] = await db().select().from(schema.services).where(eq(schema.services.businessId, business.id)).limit(1);
  const yesterday = new Date(Date.now() - 86_400_000);
  const visit = await createJob(db(), scope, { status: "completed", serviceId: service.id, scheduledDate: yesterday, completedAt: yesterday });

  const portal = await customerContext.newPage();
  await portal.goto(greenleaf("/dashboard"));
  const prompt = portal.getByTestId("feedback-prompt");
  await expect(prompt.getByText("How was your visit?")).toBeVisible();
  await prompt.getByRole("link", { name: "Rate this visit" }).click();
  await expect(portal.getByRole("heading", { level: 1, name: "Rate your visit" })).toBeVisible();
  await expect(portal.getByText(service.name)).toBeVisible();

  // Sending without stars is refused on the spot.
  await portal.getByRole("button", { name: "Send feedback" }).click();
  await expect(portal.getByRole("alert").filter({ hasText: "Please choose a rating from 1 to 5 stars" })).toBeVisible();
  // Keyboard: focus the first star, arrow right to the second.
  await portal.getByRole("radio", { name: "1 star" }).focus();
  await portal.keyboard.press("Space");
  await portal.keyboard.press("ArrowRight");
  await expect(portal.getByRole("radio", { name: "2 stars" })).toBeChecked();
  await portal.getByLabel("Comment (optional)").fill(`The gate was left open ${tag}`);
  // Not hovering the button clicked above (its hover shade is not what axe should measure).
  await portal.mouse.move(0, 0);
  expect(await seriousViolations(portal)).toEqual([]);
  await portal.getByRole("button", { name: "Send feedback" }).click();
  await expect(toast(portal, "Thank you!")).toBeVisible();
  await expect(portal.getByTestId("visit-feedback").getByRole("img", { name: "2 out of 5 stars" })).toBeVisible();
  await expect(portal.getByText("has not replied yet")).toBeVisible();

  const [row] = await db().select().from(schema.feedback).where(eq(schema.feedback.jobId, visit.id));
  expect(row).toMatchObject({ businessId: business.id, customerId: customer.id, rating: 2, comment: `The gate was left open ${tag}`, reply: null });

  // The owner is alerted at once, in the bell.
  const ownerContext = await browser.newContext();
  const admin = await ownerContext.newPage();
  await signInAsStaff(admin, OWNER);
  const bell = admin.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  await expect(admin.getByRole("dialog").getByText(`2-star rating from Rae${tag} Rating`)).toBeVisible();
  await admin.keyboard.press("Escape");

  await admin.goto(app("/admin/reports/reviews?rating=low"));
  await expect(admin.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  await expect(admin.getByTestId("average-rating")).toHaveText(/^\d\.\d\d$/);
  const review = admin.getByTestId("review").filter({ hasText: `Rae${tag} Rating` });
  await expect(review).toContainText(`The gate was left open ${tag}`);
  await expect(review.getByRole("img", { name: "2 out of 5 stars" })).toBeVisible();
  await review.getByLabel("Reply to the customer").fill(`Sorry! We will close it next time ${tag}.`);
  await review.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(admin, "Reply sent")).toBeVisible();
  await expect(review.getByTestId("review-reply")).toContainText(`We will close it next time ${tag}.`);
  await admin.mouse.move(0, 0);
  expect(await seriousViolations(admin)).toEqual([]);
  const [replied] = await db().select().from(schema.feedback).where(and(eq(schema.feedback.id, row.id), eq(schema.feedback.businessId, business.id)));
  expect(replied.reply).toBe(`Sorry! We will close it next time ${tag}.`);
  await ownerContext.close();

  // The customer sees the reply on the visit and in Service History.
  await portal.reload();
  await expect(portal.getByTestId("feedback-reply")).toContainText(`We will close it next time ${tag}.`);
  await portal.goto(greenleaf("/services?tab=history"));
  await expect(portal.getByTestId("job-feedback")).toContainText(`We will close it next time ${tag}.`);
  await customerContext.close();
});

test("a default employee (no view_reports) is refused Reviews", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsStaff(page, EMPLOYEE);
  const refused = await page.goto(app("/admin/reports/reviews"));
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "No permission" })).toBeVisible();
  await context.close();
});
