import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { createCustomer } from "../../support/portal-fixtures";
import { businessBySubdomain, closeDb, db, greenleaf, seriousViolations, signInAs } from "../portal/screens-support";
import { listDate, localDate, longDay, plusDays } from "./greenleaf-dates";
import { app, OWNER, signInAsStaff } from "./support";

/**
 * Issue 37 item 7 end to end: the owner creates a seasonal weekly job through the job form's
 * season fields; its visits in the season's month, past the 56-day horizon, are projected (not
 * stored) on the month view. On a desktop one is opened with the keyboard only (month grid →
 * the day → its "Open" button), at 390 px another with the month list's "Open" button; each
 * becomes a stored visit with its own page, and the customer's portal shows both.
 */
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Presses Tab until the focused element matches, as a keyboard user would (no clicks, no focus()). */
async function tabTo(page: Page, matches: (el: { label: string | null; date: string | null; text: string }) => boolean, limit = 120) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return { label: a?.getAttribute("aria-label") ?? null, date: a?.getAttribute("data-date") ?? null, text: a?.textContent ?? "" };
    });
    if (matches(el)) return;
  }
  throw new Error("Tab never reached the element");
}

test.afterAll(async () => {
  await closeDb();
});

test("a seasonal job's projected visits past the horizon open by keyboard on a desktop and by the Open button at 390 px; the portal shows them", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const business = await businessBySubdomain("greenleaf");
  const tag = randomUUID().slice(0, 6);
  const customer = await createCustomer(db(), business.id, { firstName: "Season", lastName: `Tester${tag}` });
  const title = `Seasonal mowing ${tag}`;
  const today = localDate(0);
  // The season is one month about 90 days away: its first day is past the 56-day horizon, so
  // every visit of the season is projected, none stored.
  const seasonMonth = localDate(90).slice(0, 7);
  const monthNumber = Number(seasonMonth.slice(5, 7));
  const monthLabel = `${MONTHS[monthNumber - 1]} ${seasonMonth.slice(0, 4)}`;
  let first = `${seasonMonth}-01`;
  while (weekday(first) !== weekday(today)) first = plusDays(first, 1);
  const second = plusDays(first, 7);

  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/schedule/jobs/new"));
  const form = page.getByRole("form", { name: "New job" });
  await form.getByLabel("Customer", { exact: true }).selectOption({ label: `Season Tester${tag}` });
  await form.getByLabel("Service").selectOption({ label: "Weekly Mowing" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Start date").fill(today);
  await form.getByLabel("Start time").fill("09:00");
  await form.getByLabel("Duration (minutes)").fill("45");
  await expect(form.getByLabel("Repeats")).toHaveValue("weekly");
  await form.getByLabel("Season starts in").selectOption({ label: MONTHS[monthNumber - 1] });
  await form.getByLabel("Season ends in").selectOption({ label: MONTHS[monthNumber - 1] });
  await form.getByRole("button", { name: "Create job" }).click();
  await expect(page).toHaveURL(/\/admin\/schedule\/jobs\/[0-9a-f-]{36}$/);
  const [series] = await db().select().from(schema.jobSeries).where(eq(schema.jobSeries.title, title));
  expect(series).toMatchObject({ seasonStartMonth: monthNumber, seasonEndMonth: monthNumber, status: "active" });
  expect(await db().select().from(schema.jobs).where(eq(schema.jobs.seriesId, series.id))).toEqual([]);

  // The season's month: its visits are projected (drawn dashed, "Projected"), the day link says so.
  await page.goto(app(`/admin/schedule?view=month&date=${seasonMonth}-15`));
  const grid = page.getByRole("table", { name: `Visits in ${monthLabel}` });
  await expect(grid.getByRole("link", { name: new RegExp(`^${longDay(first)}, \\d+ visits?: .*projected`) })).toBeVisible();
  await expect(grid.locator("td").filter({ has: page.locator(`a[data-date="${first}"]`) })).toContainText(`09:00 ${title} · Projected`);

  // Keyboard only: Tab into the grid (its one tab stop, the month's first day), arrows to the day, Enter.
  await page.waitForLoadState("networkidle"); // the grid's arrow keys come with its (lazy) chunk
  await tabTo(page, (el) => el.date !== null);
  expect(await page.evaluate(() => document.activeElement?.getAttribute("data-date"))).toBe(`${seasonMonth}-01`);
  for (let i = 1; i < Number(first.slice(8, 10)); i++) await page.keyboard.press("ArrowRight");
  expect(await page.evaluate(() => document.activeElement?.getAttribute("data-date"))).toBe(first);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`view=day&date=${first}`));
  const projected = page.getByRole("region", { name: "Projected visits" });
  const open = projected.getByRole("button", { name: `Open projected visit: 09:00 ${title} — Season Tester${tag}` });
  await expect(open).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.waitForLoadState("networkidle");
  await tabTo(page, (el) => el.label === `Open projected visit: 09:00 ${title} — Season Tester${tag}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/schedule/jobs/${series.id}/visits/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const [opened] = await db().select().from(schema.jobs).where(and(eq(schema.jobs.seriesId, series.id), eq(schema.jobs.occurrenceDate, first)));
  expect(page.url()).toContain(opened.id);
  expect(opened).toMatchObject({ status: "scheduled", customerId: customer.id, businessId: business.id, durationMinutes: 45 });
  expect(opened.scheduledDate.toISOString().slice(0, 10)).toBe(first);

  // 390 px: the month is a list of days; the next week's visit opens with its "Open" button.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(app(`/admin/schedule?view=month&date=${seasonMonth}-15`));
  const days = page.getByRole("list", { name: `Days with visits in ${monthLabel}` });
  await expect(days).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await days.getByRole("button", { name: `Open projected visit: ${longDay(second)}, 09:00 ${title} — Season Tester${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/schedule/jobs/${series.id}/visits/[0-9a-f-]{36}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const stored = await db().select().from(schema.jobs).where(eq(schema.jobs.seriesId, series.id));
  expect(stored.map((v) => v.occurrenceDate).sort()).toEqual([first, second]);
  // The opened one is no longer projected: the month lists it as a scheduled visit.
  await page.goto(app(`/admin/schedule?view=month&date=${seasonMonth}-15`));
  const firstDay = days.getByRole("listitem").filter({ has: page.getByRole("link", { name: new RegExp(`^${longDay(first)}\\b`) }) });
  await expect(firstDay.getByText(`09:00 ${title} — Season Tester${tag}`)).toBeVisible();
  // (Greenleaf's demo jobs have projected visits that day too: only this job's must be gone.)
  await expect(firstDay.getByRole("button", { name: new RegExp(`^Open projected visit: .*${title}`) })).toHaveCount(0);
  await expect(days.getByRole("button", { name: `Open projected visit: ${longDay(plusDays(first, 14))}, 09:00 ${title} — Season Tester${tag}` })).toBeVisible();

  // The customer's portal: the first is the next service, the second is coming up; the projected rest are not shown.
  const portalContext = await browser.newContext();
  await signInAs(portalContext, "greenleaf", customer);
  const portal = await portalContext.newPage();
  await portal.goto(greenleaf("/dashboard"));
  await expect(portal.getByTestId("next-service")).toContainText("Weekly Mowing");
  await expect(portal.getByTestId("next-service")).toContainText(`${listDate(first)} at 9:00 AM`);
  const upcoming = portal.getByRole("list", { name: "Upcoming visits" }).getByTestId("upcoming-visit");
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText(`${listDate(second)} at 9:00 AM`);
  await portalContext.close();
});
