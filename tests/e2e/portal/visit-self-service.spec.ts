import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { and, asc, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { fromWallClock } from "../../../lib/scheduling/recurrence/zoned-time";
import { createCustomer } from "../../support/portal-fixtures";
import { app, OWNER, signInAsStaff } from "../admin/support";
import { businessBySubdomain, closeDb, db, greenleaf, signInAs, toast } from "./screens-support";

/**
 * Issue 11 item 6 end to end on the seeded Greenleaf business: a customer asks to move their
 * next visit into a §9 slot, the owner accepts it on the schedule, the customer sees the new
 * date; then the customer pauses their weekly service for a vacation and resumes it early.
 * Data is relative to today, inside the visits' 56-day horizon.
 */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const listDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

test.afterAll(async () => {
  await closeDb();
});

test("reschedule request → owner accepts → the customer sees the new date; pause for a vacation and resume now", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const business = await businessBySubdomain("greenleaf");
  const zone = business.timezone;
  const tag = randomUUID().slice(0, 6);
  const customer = await createCustomer(db(), business.id, { firstName: "Self", lastName: `Service${tag}` });
  const [mowing] = await db()
    .select()
    .from(schema.services)
    .where(and(eq(schema.services.businessId, business.id), eq(schema.services.name, "Weekly Mowing")));
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const start = plusDays(today, 3);
  const dates = [0, 7, 14, 21].map((d) => plusDays(start, d));
  // A weekly 10:00 job from three days ahead, with its first four visits materialised.
  const [series] = await db()
    .insert(schema.jobSeries)
    .values({
      businessId: business.id, customerId: customer.id, serviceId: mowing.id, title: `Mowing ${tag}`, startDate: start, startTime: "10:00",
      durationMinutes: 45, timeZone: zone, rrule: `FREQ=WEEKLY;INTERVAL=1;BYDAY=${WEEKDAYS[new Date(`${start}T12:00:00Z`).getUTCDay()]}`, generatedUntil: dates[3],
    })
    .returning();
  await db()
    .insert(schema.jobs)
    .values(dates.map((date) => ({
      businessId: business.id, customerId: customer.id, serviceId: mowing.id, seriesId: series.id, occurrenceDate: date,
      scheduledDate: fromWallClock(date, "10:00", zone), durationMinutes: 45, status: "scheduled",
    })));
  const visitsOf = () => db().select().from(schema.jobs).where(eq(schema.jobs.seriesId, series.id)).orderBy(asc(schema.jobs.occurrenceDate));

  // The customer asks to move the next visit to two days later, 2:00-4:00 PM.
  const wanted = plusDays(start, 2);
  const portalContext = await browser.newContext();
  await signInAs(portalContext, "greenleaf", customer);
  const portal = await portalContext.newPage();
  await portal.goto(greenleaf("/dashboard"));
  const next = portal.getByTestId("next-service");
  await expect(next).toContainText(`${listDate(start)} at 10:00 AM`);
  // The next visit's own controls (the later visits under "Coming up" have theirs).
  const nextCard = portal.locator('[aria-labelledby="next-service-title"]');
  await expect(portal.getByTestId("upcoming-visit").first()).toContainText(`${listDate(dates[1])} at 10:00 AM`);
  await nextCard.getByRole("button", { name: "Ask to reschedule" }).click();
  const form = nextCard.getByRole("form", { name: "Ask to reschedule" });
  await form.getByLabel("Preferred date").fill(wanted);
  await form.getByLabel("Preferred time").selectOption("2:00-4:00 PM");
  await form.getByLabel("Notes (optional)").fill("Any time that afternoon");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(toast(portal, "Reschedule request sent")).toBeVisible();
  const status = nextCard.getByTestId("reschedule-request-status");
  await expect(status).toHaveText(`Reschedule requested: ${listDate(wanted)}, 2:00-4:00 PM — waiting for ${business.companyName}`);
  await expect(nextCard.getByRole("button", { name: "Ask to reschedule" })).toHaveCount(0);

  // The owner finds it on the schedule and accepts it.
  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/schedule"));
  const inbox = page.getByRole("region", { name: /^Reschedule requests \(\d+\)$/ });
  const row = inbox.getByTestId("reschedule-request").filter({ hasText: `Self Service${tag}` });
  await expect(row).toContainText(`to ${listDate(wanted)}, 2:00-4:00 PM`);
  await expect(row).toContainText("Any time that afternoon");
  await row.getByRole("button", { name: "Accept" }).click();
  await expect(toast(page, `Visit moved to ${listDate(wanted)}, 2:00-4:00 PM`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const [moved] = await visitsOf();
  expect(moved.scheduledDate.toISOString()).toBe(fromWallClock(wanted, "14:00", zone).toISOString());

  // The customer sees the new date and the answer.
  await portal.reload();
  await expect(next).toContainText(`${listDate(wanted)} at 2:00 PM`);
  await expect(status).toHaveText(`${business.companyName} accepted your request to move this visit to ${listDate(wanted)}, 2:00-4:00 PM.`);

  // A vacation: pause from the day before the second visit until the day after the third.
  const pauseCard = portal.getByTestId("service-pause").filter({ hasText: `Mowing ${tag}` });
  await pauseCard.getByRole("button", { name: "Pause this service" }).click();
  const pauseForm = portal.getByRole("form", { name: `Pause Mowing ${tag}` });
  await pauseForm.getByLabel("Pause from").fill(plusDays(dates[1], -1));
  await pauseForm.getByLabel("Until (last day)").fill(plusDays(dates[2], 1));
  await pauseForm.getByRole("button", { name: "Pause service" }).click();
  await expect(toast(portal, "Service paused")).toBeVisible();
  await expect(pauseCard).toContainText(`Paused from ${listDate(plusDays(dates[1], -1))} until ${listDate(plusDays(dates[2], 1))}`);
  expect((await visitsOf()).slice(0, 4).map((v) => [v.occurrenceDate, v.status])).toEqual([
    [dates[0], "scheduled"],
    [dates[1], "skipped"],
    [dates[2], "skipped"],
    [dates[3], "scheduled"],
  ]);

  // Back early: resume now.
  await pauseCard.getByRole("button", { name: "Resume now" }).click();
  await expect(toast(portal, "Service resumed")).toBeVisible();
  await expect(pauseCard.getByRole("button", { name: "Pause this service" })).toBeVisible();
  expect((await visitsOf()).every((v) => v.status === "scheduled")).toBe(true);

  // A later visit, skipped from "Coming up" without waiting for it to be the next one.
  const later = portal.getByTestId("upcoming-visit").filter({ hasText: `${listDate(dates[3])} at 10:00 AM` });
  await later.getByRole("button", { name: "Skip this visit" }).click();
  await later.getByRole("form", { name: "Skip this visit" }).getByLabel("Reason (optional)").fill("Family visit");
  await later.getByRole("button", { name: "Confirm skip" }).click();
  await expect(toast(portal, "Visit skipped")).toBeVisible();
  await expect(later).toHaveCount(0);
  expect((await visitsOf()).find((v) => v.occurrenceDate === dates[3])).toMatchObject({ status: "skipped", skipReason: "Skipped by the customer: Family visit" });
  await portalContext.close();
});

test("a visit less than 24 hours away cannot be skipped or moved online: the customer is told why and nothing changes", async ({ browser }) => {
  const business = await businessBySubdomain("greenleaf");
  const tag = randomUUID().slice(0, 6);
  const customer = await createCustomer(db(), business.id, { firstName: "Cutoff", lastName: `Tester${tag}` });
  const [visit] = await db()
    .insert(schema.jobs)
    .values({ businessId: business.id, customerId: customer.id, scheduledDate: new Date(Date.now() + 3 * 3_600_000), durationMinutes: 45, status: "scheduled" })
    .returning();
  const context = await browser.newContext();
  await signInAs(context, "greenleaf", customer);
  const portal = await context.newPage();
  await portal.goto(greenleaf("/dashboard"));
  const nextCard = portal.locator('[aria-labelledby="next-service-title"]');
  const cutoff = "Visits can be changed online until 24 hours before they start. Please send us a message instead.";

  await nextCard.getByRole("button", { name: "Skip this visit" }).click();
  await nextCard.getByRole("form", { name: "Skip this visit" }).getByLabel("Reason (optional)").fill("Away");
  await nextCard.getByRole("button", { name: "Confirm skip" }).click();
  await expect(nextCard.getByRole("alert")).toHaveText(cutoff);
  await nextCard.getByRole("button", { name: "Cancel" }).click();
  await expect(nextCard.getByRole("alert")).toHaveCount(0);

  await nextCard.getByRole("button", { name: "Ask to reschedule" }).click();
  const form = nextCard.getByRole("form", { name: "Ask to reschedule" });
  await form.getByLabel("Preferred date").fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel("Preferred time").selectOption("2:00-4:00 PM");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(nextCard.getByRole("alert")).toHaveText(cutoff);

  const [after] = await db().select().from(schema.jobs).where(eq(schema.jobs.id, visit.id));
  expect(after).toMatchObject({ status: "scheduled", skipReason: null, scheduledDate: visit.scheduledDate });
  expect(await db().select().from(schema.visitRescheduleRequests).where(eq(schema.visitRescheduleRequests.jobId, visit.id))).toEqual([]);
  await context.close();
});
