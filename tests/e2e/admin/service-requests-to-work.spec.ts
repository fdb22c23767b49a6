import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { closeDb, db, greenleaf, seriousViolations, signInAsFreshCustomer } from "../portal/screens-support";
import { app, OWNER, signInAsStaff, toast } from "./support";

/**
 * Issue 11 item 5 end to end on the seeded Greenleaf business: a customer requests a
 * recurring service in the portal; the owner schedules it from the service requests inbox
 * as a recurring job (the form filled from the request); the customer's portal then shows
 * the request accepted with its first visit.
 */
const ZONE = "America/New_York";
const localDate = (offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + offsetDays * 86_400_000));
const listDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

test.afterAll(closeDb);

test("a customer's recurring request becomes a recurring job from the admin, and the customer sees it scheduled", async ({ page, context, browser }) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 6);
  const { scope } = await signInAsFreshCustomer(context, { firstName: "Req", lastName: `Tester${tag}` });
  const preferred = localDate(9);

  // The customer asks for Weekly Mowing, recurring, at a preferred date and slot.
  await page.goto(greenleaf("/request-service"));
  const service = page.getByLabel("Service (optional)");
  await service.selectOption({ label: (await service.locator("option", { hasText: "Weekly Mowing" }).textContent())! });
  await page.getByRole("radio", { name: "Recurring" }).click();
  await page.getByLabel("Preferred date").fill(preferred);
  await page.getByLabel("Preferred time").selectOption("10:00 AM-12:00 PM");
  await page.getByLabel("Notes (optional)").fill("Please close the side gate");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page, "Service request submitted successfully!")).toBeVisible();
  const mine = page.getByRole("region", { name: "Your requests" }).getByTestId("service-request");
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Weekly Mowing");
  await expect(mine).toContainText("Pending");
  const [request] = await db().select().from(schema.serviceRequests).where(eq(schema.serviceRequests.customerId, scope.customerId));
  expect(request).toMatchObject({ status: "pending", requestType: "recurring", preferredDate: preferred, preferredTimeSlot: "10:00 AM-12:00 PM" });

  // The owner schedules it from the inbox: the job form arrives filled from the request.
  const ownerContext = await browser.newContext();
  const admin = await ownerContext.newPage();
  await signInAsStaff(admin, OWNER);
  await admin.goto(app("/admin/service-requests"));
  await admin.getByRole("link", { name: `Schedule a job for the request from Req Tester${tag}` }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `Schedule Req Tester${tag}'s request` })).toBeVisible();
  const form = admin.getByRole("form", { name: "New job" });
  await expect(form.getByLabel("Customer", { exact: true })).toBeDisabled();
  await expect(form.getByLabel("Customer", { exact: true })).toHaveValue(scope.customerId);
  await expect(form.getByLabel("Service")).toHaveValue(request.serviceId!);
  await expect(form.getByLabel("Title")).toHaveValue("Weekly Mowing");
  await expect(form.getByLabel("Start date")).toHaveValue(preferred);
  await expect(form.getByLabel("Start time")).toHaveValue("10:00");
  await expect(form.getByLabel("Repeats")).toHaveValue("weekly");
  await expect(form.getByLabel("Instructions for the crew")).toHaveValue("Please close the side gate");
  expect(await seriousViolations(admin)).toEqual([]);
  await form.getByLabel("Employee").selectOption({ label: "Marcus Bell" });
  await form.getByRole("button", { name: "Create job and accept request" }).click();
  await expect(toast(admin, "Request accepted: job created")).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/schedule\/jobs\/[0-9a-f-]{36}$/);

  // One job, weekly, for the customer; the request records it and is accepted.
  const [accepted] = await db().select().from(schema.serviceRequests).where(eq(schema.serviceRequests.id, request.id));
  expect(accepted.status).toBe("accepted");
  const [series] = await db().select().from(schema.jobSeries).where(eq(schema.jobSeries.customerId, scope.customerId));
  expect(series).toMatchObject({ id: accepted.jobSeriesId, serviceId: request.serviceId, startDate: preferred, startTime: "10:00" });
  expect(series.rrule).toMatch(/FREQ=WEEKLY/);
  // Weekly visits from the preferred date up to the rolling horizon.
  const visits = await db().select().from(schema.jobs).where(eq(schema.jobs.seriesId, series.id)).orderBy(schema.jobs.scheduledDate);
  expect(visits.length).toBeGreaterThanOrEqual(4);
  expect(visits.map((v) => v.occurrenceDate).slice(0, 2)).toEqual([preferred, localDate(16)]);

  // The inbox links the request to its job.
  await admin.goto(app("/admin/service-requests"));
  const row = admin.getByRole("row").filter({ hasText: `Req Tester${tag}` });
  await expect(row).toContainText("Accepted");
  await expect(row.getByRole("link", { name: "View job" })).toHaveAttribute("href", `/admin/schedule/jobs/${series.id}`);
  await ownerContext.close();

  // The customer sees the request accepted with its first visit, and the bell says so.
  await page.reload();
  await expect(mine).toContainText("Accepted");
  await expect(mine).toContainText(`Scheduled: first visit ${listDate(preferred)} at 10:00 AM`);
  expect(await seriousViolations(page)).toEqual([]);
  const notices = await db().select().from(schema.notifications).where(eq(schema.notifications.customerId, scope.customerId));
  expect(notices.map((n) => n.body)).toContain(`Your first visit is on ${listDate(preferred)} at 10:00 AM.`);
});

test("the owner answers a request with a draft quote prefilled from it; the customer sees a quote is on its way", async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const { scope, business } = await signInAsFreshCustomer(context, { firstName: "Quo", lastName: `Tester${tag}` });
  const [hedges] = await db().select().from(schema.services).where(eq(schema.services.name, "Hedge Trimming"));
  const [request] = await db()
    .insert(schema.serviceRequests)
    .values({ businessId: business.id, customerId: scope.customerId, serviceId: hedges.id, requestType: "one_time", notes: "Tall laurel hedge" })
    .returning();

  const ownerContext = await browser.newContext();
  const admin = await ownerContext.newPage();
  await signInAsStaff(admin, OWNER);
  await admin.goto(app("/admin/service-requests"));
  await admin.getByRole("link", { name: `Write a quote for the request from Quo Tester${tag}` }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `Quote Quo Tester${tag}'s request` })).toBeVisible();
  await expect(admin.getByLabel("Customer")).toBeDisabled();
  await expect(admin.getByLabel("Customer")).toHaveValue(scope.customerId);
  await expect(admin.getByLabel("Title")).toHaveValue(`Hedge Trimming for Quo Tester${tag}`);
  await expect(admin.getByRole("list", { name: "Line items" }).getByRole("textbox").first()).toHaveValue("Hedge Trimming");
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(admin, "Draft saved")).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
  const quoteId = admin.url().split("/").at(-1)!;

  const [accepted] = await db().select().from(schema.serviceRequests).where(eq(schema.serviceRequests.id, request.id));
  expect(accepted).toMatchObject({ status: "accepted", quoteId, jobSeriesId: null });
  const [quote] = await db().select().from(schema.quotes).where(eq(schema.quotes.id, quoteId));
  expect(quote).toMatchObject({ customerId: scope.customerId, status: "draft" });
  const lines = await db().select().from(schema.quoteLineItems).where(eq(schema.quoteLineItems.quoteId, quoteId));
  expect(lines.map((line) => line.description)).toEqual(["Hedge Trimming"]);
  await ownerContext.close();

  await page.goto(greenleaf("/request-service"));
  const mine = page.getByRole("region", { name: "Your requests" }).getByTestId("service-request");
  await expect(mine).toContainText("Accepted");
  await expect(mine).toContainText("A quote is being prepared; it will appear under Quotes.");
});
