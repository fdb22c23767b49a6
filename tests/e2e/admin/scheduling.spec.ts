import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { createCustomer } from "../../support/portal-fixtures";
import { businessBySubdomain, closeDb, db, greenleaf, signInAs } from "../portal/screens-support";
import { listDate, localDate, longDay, plusDays } from "./greenleaf-dates";
import { app, EMPLOYEE, OWNER, signInAsStaff, toast } from "./support";

/**
 * Issue 11 end to end on the seeded Greenleaf business: the owner creates a weekly job,
 * finds today's visit on the calendar and moves it with the keyboard-reachable dialog; the
 * employee completes it from their day view; the customer's portal shows the next visit.
 */

test.afterAll(async () => {
  await closeDb();
});

test("owner schedules a weekly job and reschedules a visit; the employee completes it; the portal shows the next visit", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const business = await businessBySubdomain("greenleaf");
  const tag = randomUUID().slice(0, 6);
  const customer = await createCustomer(db(), business.id, { firstName: "Sched", lastName: `Tester${tag}` });
  const title = `Weekly mowing ${tag}`;
  const today = localDate(0);

  // The owner creates the job: every week, 23:00 local, starting today, for the employee.
  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/schedule/jobs/new"));
  const form = page.getByRole("form", { name: "New job" });
  await form.getByLabel("Customer", { exact: true }).selectOption({ label: `Sched Tester${tag}` });
  await form.getByLabel("Service").selectOption({ label: "Weekly Mowing" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Start date").fill(today);
  await form.getByLabel("Start time").fill("23:00");
  await form.getByLabel("Duration (minutes)").fill("45");
  await form.getByLabel("Employee").selectOption({ label: "Marcus Bell" });
  await expect(form.getByLabel("Repeats")).toHaveValue("weekly");
  await form.getByRole("button", { name: "Create job" }).click();
  await expect(page).toHaveURL(/\/admin\/schedule\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("table", { name: "Visits" }).getByRole("row", { name: new RegExp(today) })).toContainText("23:00");

  // Its visits are on the week calendar; today's moves to 22:00 (this visit only).
  await page.goto(app(`/admin/schedule?date=${today}`));
  const calendar = page.getByRole("table", { name: /^Visits in the week of/ });
  await expect(calendar.getByRole("button", { name: new RegExp(`^Reschedule 23:00 ${title}`) })).toBeVisible();
  await calendar.getByRole("button", { name: new RegExp(`^Reschedule 23:00 ${title}`) }).click();
  const dialog = page.getByRole("dialog", { name: "Reschedule visit" });
  await dialog.getByLabel("Start time").fill("22:00");
  await expect(dialog.getByLabel("This visit only")).toBeChecked();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Visit rescheduled")).toBeVisible();
  await expect(calendar.getByRole("button", { name: new RegExp(`^Reschedule 22:00 ${title}`) })).toBeVisible();
  const [series] = await db().select().from(schema.jobSeries).where(eq(schema.jobSeries.title, title));
  const visits = await db().select().from(schema.jobs).where(eq(schema.jobs.seriesId, series.id));
  expect(visits.length).toBeGreaterThanOrEqual(8);
  const moved = visits.find((v) => v.occurrenceDate === today)!;
  expect(moved.detached).toBe(true);

  // The employee completes it from their day.
  const crewContext = await browser.newContext();
  const crew = await crewContext.newPage();
  await signInAsStaff(crew, EMPLOYEE);
  await crew.goto(app("/admin/schedule/my-day"));
  const card = crew.getByRole("list", { name: "Today's visits" }).getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("22:00");
  await card.getByLabel("Completion note").fill("Mowed and edged.");
  await card.getByRole("button", { name: "Complete visit" }).click();
  await expect(toast(crew, "Visit completed")).toBeVisible();
  await expect(card).toContainText("COMPLETED");
  const [done] = await db().select().from(schema.jobs).where(eq(schema.jobs.id, moved.id));
  expect(done).toMatchObject({ status: "completed", completionNote: "Mowed and edged." });
  await crewContext.close();

  // The customer's portal shows the next visit, a week later at 11:00 PM, with the technician.
  const portalContext = await browser.newContext();
  await signInAs(portalContext, "greenleaf", customer);
  const portal = await portalContext.newPage();
  await portal.goto(greenleaf("/dashboard"));
  const next = portal.getByTestId("next-service");
  await expect(next).toContainText("Weekly Mowing");
  await expect(next).toContainText(`${listDate(localDate(7))} at 11:00 PM`);
  await expect(next).toContainText("Technician: Marcus Bell");
  await portalContext.close();
});

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("owner shifts a weekly job by a day with a preview, pauses and resumes it, and finds it on the month view (keyboard and 375 px)", async ({ page }) => {
  test.setTimeout(120_000);
  const business = await businessBySubdomain("greenleaf");
  const tag = randomUUID().slice(0, 6);
  await createCustomer(db(), business.id, { firstName: "Shift", lastName: `Tester${tag}` });
  const title = `Weather mowing ${tag}`;
  const today = localDate(0);
  const week = plusDays(today, 7);
  const moved = plusDays(today, 8);

  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/schedule/jobs/new"));
  const form = page.getByRole("form", { name: "New job" });
  await form.getByLabel("Customer", { exact: true }).selectOption({ label: `Shift Tester${tag}` });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Start date").fill(today);
  await form.getByLabel("Start time").fill("10:00");
  await form.getByLabel("Duration (minutes)").fill("60");
  await form.getByRole("button", { name: "Create job" }).click();
  await expect(page).toHaveURL(/\/admin\/schedule\/jobs\/[0-9a-f-]{36}$/);
  const firstJobUrl = page.url();

  // Weather day: next week's visit and every later one move a day; the preview lists them first.
  await page.getByRole("button", { name: `Shift from ${week}` }).click();
  const dialog = page.getByRole("dialog", { name: "Shift visits" });
  await dialog.getByLabel("Days to move").fill("1");
  await dialog.getByRole("button", { name: "Preview" }).click();
  const preview = dialog.getByRole("list", { name: /visits? moves?/ });
  await expect(preview.getByRole("listitem").first()).toHaveText(`${dayLabel(week)} 10:00 → ${dayLabel(moved)} 10:00`);
  const count = await preview.getByRole("listitem").count();
  expect(count).toBeGreaterThanOrEqual(7);
  const [series] = await db().select().from(schema.jobSeries).where(eq(schema.jobSeries.title, title));
  expect((await db().select().from(schema.jobs).where(eq(schema.jobs.seriesId, series.id))).some((v) => v.occurrenceDate === moved)).toBe(false);
  await dialog.getByRole("button", { name: `Move ${count} visits` }).click();
  await expect(toast(page, `${count} visits moved`)).toBeVisible();
  await expect(page).not.toHaveURL(firstJobUrl);
  await expect(page).toHaveURL(/\/admin\/schedule\/jobs\/[0-9a-f-]{36}$/);
  const visits = page.getByRole("table", { name: "Visits" });
  await expect(visits.getByRole("row", { name: new RegExp(moved) })).toContainText("10:00");
  const shifted = await db().select().from(schema.jobs).where(eq(schema.jobs.occurrenceDate, moved));
  expect(shifted.filter((v) => v.seriesId !== series.id && v.customerId === series.customerId)).toHaveLength(1);

  // Pause until three weeks from now: the visits before then are skipped as "paused".
  const resume = plusDays(today, 22);
  const pause = page.getByRole("form", { name: "Pause job" });
  await pause.getByLabel("Resume on").fill(resume);
  await pause.getByRole("button", { name: "Pause job" }).click();
  await expect(toast(page, "Job paused")).toBeVisible();
  await expect(page.getByText(`Paused until ${listDate(resume)}.`)).toBeVisible();
  await expect(visits.getByRole("row", { name: new RegExp(moved) })).toContainText("SKIPPED");
  await expect(visits.getByRole("row", { name: new RegExp(moved) })).toContainText("paused");
  await page.getByRole("button", { name: "Resume now" }).click();
  await expect(toast(page, "Job resumed")).toBeVisible();
  await expect(page.getByText(/^Paused until/)).toHaveCount(0);
  await expect(visits.getByRole("row", { name: new RegExp(moved) })).toContainText("SCHEDULED");

  // Month view: the moved visit's day counts it; the grid is one tab stop moved with the arrow keys.
  await page.goto(app(`/admin/schedule?view=month&date=${moved}`));
  await expect(page.getByRole("link", { name: "Month", exact: true })).toHaveAttribute("aria-current", "page");
  const month = page.getByRole("table", { name: /^Visits in / });
  const movedDay = month.getByRole("link", { name: new RegExp(`^${escape(longDay(moved))}, \\d+ visits?: .*scheduled`) });
  await expect(movedDay).toBeVisible();
  // The grid's keys work once its own chunk has arrived (components/admin/schedule/lazy-month-calendar.tsx).
  await page.waitForLoadState("networkidle");
  await movedDay.focus();
  await page.keyboard.press("End");
  const weekday = new Date(`${moved}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const sunday = plusDays(moved, weekday === 0 ? 0 : 7 - weekday);
  await expect(page.locator(":focus")).toHaveAttribute("data-date", sunday);
  await page.keyboard.press("ArrowLeft");
  await expect(page.locator(":focus")).toHaveAttribute("data-date", plusDays(sunday, -1));
  // A row up, or down from the grid's first row (it has at least five).
  const saturday = plusDays(sunday, -1);
  const up = saturday.slice(0, 7) > moved.slice(0, 7) || (saturday.slice(0, 7) === moved.slice(0, 7) && Number(saturday.slice(8, 10)) > 7);
  const vertical = up ? -7 : 7;
  const target = plusDays(sunday, -1 + vertical);
  await page.keyboard.press(vertical < 0 ? "ArrowUp" : "ArrowDown");
  await expect(page.locator(":focus")).toHaveAttribute("data-date", target);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`view=day&date=${target}`));

  // At 375 px the month is a list of the days with visits.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(app(`/admin/schedule?view=month&date=${moved}`));
  await expect(page.getByRole("table", { name: /^Visits in / })).toBeHidden();
  const days = page.getByRole("list", { name: /^Days with visits in / });
  await expect(days.getByRole("listitem").filter({ hasText: longDay(moved) }).first()).toContainText(`10:00 ${title} — Shift Tester${tag}`);
});

test("owner creates a bi-weekly job: its visits two weeks apart on the job, the week and month calendars and the customer's dashboard; a shift by a day reaches the portal", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const business = await businessBySubdomain("greenleaf");
  const tag = randomUUID().slice(0, 6);
  const customer = await createCustomer(db(), business.id, { firstName: "Biweekly", lastName: `Tester${tag}` });
  const title = `Fortnightly clean ${tag}`;
  const start = plusDays(localDate(0), 2);

  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/schedule/jobs/new"));
  const form = page.getByRole("form", { name: "New job" });
  await form.getByLabel("Customer", { exact: true }).selectOption({ label: `Biweekly Tester${tag}` });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Start date").fill(start);
  await form.getByLabel("Start time").fill("09:00");
  await form.getByLabel("Duration (minutes)").fill("60");
  await form.getByLabel("Repeats").selectOption({ label: "Every 2 weeks" });
  await form.getByRole("button", { name: "Create job" }).click();
  await expect(page).toHaveURL(/\/admin\/schedule\/jobs\/[0-9a-f-]{36}$/);
  const visits = page.getByRole("table", { name: "Visits" });
  await expect(visits.getByRole("row", { name: new RegExp(start) })).toContainText("09:00");
  await expect(visits.getByRole("row", { name: new RegExp(plusDays(start, 14)) })).toContainText("09:00");
  await expect(visits.getByRole("row", { name: new RegExp(plusDays(start, 7)) })).toHaveCount(0);
  const [series] = await db().select().from(schema.jobSeries).where(eq(schema.jobSeries.title, title));
  expect(series.rrule).toContain("INTERVAL=2");
  const rows = await db().select().from(schema.jobs).where(eq(schema.jobs.seriesId, series.id));
  const dates = rows.map((v) => v.occurrenceDate!).sort();
  expect(dates.slice(0, 3)).toEqual([start, plusDays(start, 14), plusDays(start, 28)]);

  // On the week calendar in its own week, not in the week after.
  const visitButton = (p: typeof page) =>
    p.getByRole("table", { name: /^Visits in the week of/ }).getByRole("button", { name: new RegExp(`^Reschedule 09:00 ${escape(title)}`) });
  await page.goto(app(`/admin/schedule?date=${start}`));
  await expect(visitButton(page)).toBeVisible();
  await page.goto(app(`/admin/schedule?date=${plusDays(start, 7)}`));
  await expect(page.getByRole("table", { name: /^Visits in the week of/ })).toBeVisible();
  await expect(visitButton(page)).toHaveCount(0);

  // The customer sees the first visit next, and the one two weeks later first under "Coming up".
  const portalContext = await browser.newContext();
  await signInAs(portalContext, "greenleaf", customer);
  const portal = await portalContext.newPage();
  await portal.goto(greenleaf("/dashboard"));
  await expect(portal.getByTestId("next-service")).toContainText(`${listDate(start)} at 9:00 AM`);
  await expect(portal.getByTestId("upcoming-visit").first()).toContainText(`${listDate(plusDays(start, 14))} at 9:00 AM`);

  // The month view counts the first visit on its day.
  await page.goto(app(`/admin/schedule?view=month&date=${start}`));
  const month = page.getByRole("table", { name: /^Visits in / });
  await expect(month.getByRole("link", { name: new RegExp(`^${escape(longDay(start))}, \\d+ visits?: .*scheduled`) })).toBeVisible();

  // A weather day: the second visit and every later one move a day; the customer's portal follows.
  const second = plusDays(start, 14);
  await page.goto(app(`/admin/schedule/jobs/${series.id}`));
  await page.getByRole("button", { name: `Shift from ${second}` }).click();
  const dialog = page.getByRole("dialog", { name: "Shift visits" });
  await dialog.getByLabel("Days to move").fill("1");
  await dialog.getByRole("button", { name: "Preview" }).click();
  const preview = dialog.getByRole("list", { name: /visits? moves?/ });
  await expect(preview.getByRole("listitem").first()).toHaveText(`${dayLabel(second)} 09:00 → ${dayLabel(plusDays(second, 1))} 09:00`);
  const count = await preview.getByRole("listitem").count();
  await dialog.getByRole("button", { name: new RegExp(`^Move ${count} visits?$`) }).click();
  await expect(toast(page, new RegExp(`^${count} visits? moved`))).toBeVisible();
  await portal.reload();
  await expect(portal.getByTestId("next-service")).toContainText(`${listDate(start)} at 9:00 AM`);
  await expect(portal.getByTestId("upcoming-visit").first()).toContainText(`${listDate(plusDays(second, 1))} at 9:00 AM`);
  await expect(portal.getByTestId("upcoming-visit").nth(1)).toContainText(`${listDate(plusDays(second, 15))} at 9:00 AM`);
  await portalContext.close();
});
