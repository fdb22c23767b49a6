import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { createCustomer, createJob } from "../../support/portal-fixtures";
import { businessBySubdomain, closeDb, db, seriousViolations } from "../portal/screens-support";
import { app, EMPLOYEE, OWNER, signInAsStaff } from "./support";

/**
 * Issue 37: below 768 px the week calendar's seven day columns of employee lanes overlapped into
 * unreadable text; there the week is an agenda of its days — each day's visits with time,
 * customer, service, crew and status — and the grid (with drag and drop) stays on wider screens.
 * A week far ahead, so the demo's own visits are not in it.
 */
test.afterAll(closeDb);

const WEEK = { mon: "2033-05-09", wed: "2033-05-11", fri: "2033-05-13" };

async function weekWithTwoVisits() {
  const business = await businessBySubdomain("greenleaf");
  const tag = randomUUID().slice(0, 6);
  const customer = await createCustomer(db(), business.id, { firstName: "Agnes", lastName: `Agenda${tag}` });
  const [crewUser] = await db().select().from(schema.users).where(eq(schema.users.email, EMPLOYEE));
  const [crew] = await db().select().from(schema.businessMembers).where(eq(schema.businessMembers.userId, crewUser.id));
  const [mowing] = await db().select().from(schema.services).where(and(eq(schema.services.businessId, business.id), eq(schema.services.name, "Weekly Mowing")));
  const scope = { businessId: business.id, customerId: customer.id };
  // Wednesday 10:00 in New York, Marcus's; Friday 13:00, nobody's yet.
  const wed = await createJob(db(), scope, { scheduledDate: new Date(`${WEEK.wed}T14:00:00Z`), assigneeMemberId: crew.id, serviceId: mowing.id, durationMinutes: 45 });
  const fri = await createJob(db(), scope, { scheduledDate: new Date(`${WEEK.fri}T17:00:00Z`) });
  await db().update(schema.jobSeries).set({ title: `Agenda mow ${tag}`, timeZone: "America/New_York" }).where(eq(schema.jobSeries.id, wed.id));
  await db().update(schema.jobSeries).set({ title: `Agenda trim ${tag}`, timeZone: "America/New_York" }).where(eq(schema.jobSeries.id, fri.id));
  return { tag, customer, wed, fri, crew: `${crewUser.firstName} ${crewUser.lastName}` };
}

const agenda = (page: Page) => page.getByTestId("week-agenda");
const grid = (page: Page) => page.getByRole("table", { name: /^Visits in the week of/ });

test("at 390 px the week is an agenda of its days; at desktop the grid", async ({ page }) => {
  test.setTimeout(120_000);
  const { tag, customer, wed, crew } = await weekWithTwoVisits();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, OWNER);
  await page.goto(app(`/admin/schedule?date=${WEEK.wed}`));

  await expect(agenda(page)).toBeVisible();
  await expect(grid(page)).toBeHidden();
  // Seven days, each a section named for its day; an empty day says so.
  await expect(agenda(page).getByRole("region")).toHaveCount(7);
  await expect(page.getByRole("region", { name: "Mon, May 9" })).toContainText("No visits");
  const wednesday = page.getByRole("list", { name: "Visits on Wed, May 11" }).getByRole("listitem").filter({ hasText: `Agenda mow ${tag}` });
  await expect(wednesday).toContainText("10:00");
  await expect(wednesday).toContainText(`Agnes ${customer.lastName} · Weekly Mowing`);
  await expect(wednesday).toContainText(`Crew: ${crew} · 45 min`);
  await expect(wednesday).toContainText("SCHEDULED");
  const friday = page.getByRole("list", { name: "Visits on Fri, May 13" }).getByRole("listitem").filter({ hasText: `Agenda trim ${tag}` });
  await expect(friday).toContainText("13:00");
  await expect(friday).toContainText("Crew: Unassigned");
  // Readable: nothing runs past the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  // A scheduler reschedules from the visit's own button; its title opens the visit.
  await wednesday.getByRole("button", { name: new RegExp(`^Reschedule 10:00 Agenda mow ${tag}`) }).click();
  await expect(page.getByRole("dialog", { name: "Reschedule visit" })).toBeVisible();
  await page.keyboard.press("Escape");
  await wednesday.getByRole("link", { name: `Agenda mow ${tag}` }).click();
  await expect(page).toHaveURL(app(`/admin/schedule/jobs/${wed.id}/visits/${wed.id}`));
  await expect(page.getByRole("heading", { level: 1, name: `Agenda mow ${tag}` })).toBeVisible();

  // Desktop keeps the week grid with its lanes (and drag and drop); the agenda is gone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(app(`/admin/schedule?date=${WEEK.wed}`));
  await expect(grid(page)).toBeVisible();
  await expect(agenda(page)).toBeHidden();
  await expect(grid(page).locator(`td[data-lane="${crew}"][data-day="${WEEK.wed}"]`)).toContainText(`Agenda mow ${tag}`);
  await expect(grid(page).locator(`td[data-lane="${crew}"][data-day="${WEEK.wed}"] li[draggable]`)).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});
