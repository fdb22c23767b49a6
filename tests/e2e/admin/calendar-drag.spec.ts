import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { hashPassword } from "../../../lib/security/passwords";
import { createCustomer } from "../../support/portal-fixtures";
import { businessBySubdomain, closeDb, db, seriousViolations } from "../portal/screens-support";
import { app, OWNER, PASSWORD, signInAsStaff } from "./support";

/**
 * Issue 11 item 3 on the seeded Greenleaf business: a scheduler drags a visit to another day
 * and another employee's lane, then moves it again by keyboard only; each move is announced
 * (double-booking included) and lands in the database. A view_jobs-only employee cannot drag.
 * A week in June 2031 (New York is UTC-4 then) keeps the test clear of other data.
 */
const WEEK = { tue: "2031-06-10", thu: "2031-06-12", fri: "2031-06-13" };
const utc = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);

/** A one-off job and its single visit, as the job form would make it. */
async function oneOffVisit(businessId: string, customerId: string, title: string, date: string, time: string, memberId: string) {
  const [series] = await db()
    .insert(schema.jobSeries)
    .values({ businessId, customerId, title, startDate: date, startTime: time, durationMinutes: 60, timeZone: "America/New_York", generatedUntil: date })
    .returning();
  await db().insert(schema.jobSeriesAssignees).values({ businessId, seriesId: series.id, memberId, position: 0 });
  const [visit] = await db()
    .insert(schema.jobs)
    .values({ businessId, customerId, seriesId: series.id, occurrenceDate: date, scheduledDate: utc(date, time), durationMinutes: 60, assigneeMemberId: memberId })
    .returning();
  return visit;
}

async function memberIdOf(businessId: string, firstName: string) {
  const [row] = await db()
    .select({ id: schema.businessMembers.id })
    .from(schema.businessMembers)
    .innerJoin(schema.users, eq(schema.users.id, schema.businessMembers.userId))
    .where(and(eq(schema.businessMembers.businessId, businessId), eq(schema.users.firstName, firstName)));
  return row.id;
}

test.afterAll(closeDb);

test("a scheduler drags a visit to another day and lane, then moves it by keyboard; a view_jobs employee cannot drag", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const business = await businessBySubdomain("greenleaf");
  const tag = randomUUID().slice(0, 6);
  const customer = await createCustomer(db(), business.id, { firstName: "Drag", lastName: `Tester${tag}` });
  const marcus = await memberIdOf(business.id, "Marcus");
  const oliver = await memberIdOf(business.id, "Oliver");
  const visit = await oneOffVisit(business.id, customer.id, `Drag ${tag}`, WEEK.tue, "09:00", marcus);
  const busy = await oneOffVisit(business.id, customer.id, `Busy ${tag}`, WEEK.thu, "09:30", oliver);

  await signInAsStaff(page, OWNER);
  await page.goto(app(`/admin/schedule?date=${WEEK.tue}`));
  const calendar = page.getByRole("table", { name: /^Visits in the week of/ });
  const chip = calendar.getByRole("button", { name: new RegExp(`^Reschedule 09:00 Drag ${tag}`) });
  await expect(chip).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Drag: Tuesday in Marcus's lane → Thursday in Oliver's lane, where Oliver is busy at 9:30.
  await chip.dragTo(calendar.locator(`td[data-lane="Oliver Greenwood"][data-day="${WEEK.thu}"]`));
  const announcement = page.getByTestId("calendar-announcement");
  await expect(announcement).toHaveText(
    `Moved Drag ${tag} to Thu, Jun 12 at 09:00 with Oliver Greenwood. Double-booked: Oliver Greenwood also has Busy ${tag} (Drag Tester${tag}) at that time.`,
  );
  await expect(announcement).toHaveAttribute("role", "status");
  const [dragged] = await db().select().from(schema.jobs).where(eq(schema.jobs.id, visit.id));
  expect(dragged.scheduledDate.toISOString()).toBe(utc(WEEK.thu, "09:00").toISOString());
  expect(dragged.assigneeMemberId).toBe(oliver);
  // Only the dragged visit moved (this visit only): the one it overlaps stays put.
  const [stayed] = await db().select().from(schema.jobs).where(eq(schema.jobs.id, busy.id));
  expect({ at: stayed.scheduledDate.toISOString(), who: stayed.assigneeMemberId }).toEqual({ at: utc(WEEK.thu, "09:30").toISOString(), who: oliver });
  // The calendar now flags both visits of Oliver's Thursday.
  const oliverThursday = calendar.locator(`td[data-lane="Oliver Greenwood"][data-day="${WEEK.thu}"]`);
  await expect(oliverThursday.getByRole("button", { name: new RegExp(`^Reschedule 09:00 Drag ${tag}.*double-booked`) })).toBeVisible();
  await expect(oliverThursday.getByRole("button", { name: new RegExp(`^Reschedule 09:30 Busy ${tag}.*double-booked`) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: focus the visit, Enter opens the reschedule dialog, Friday 11:00 with Marcus.
  await oliverThursday.getByRole("button", { name: new RegExp(`^Reschedule 09:00 Drag ${tag}`) }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Reschedule visit" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Date").fill(WEEK.fri);
  await dialog.getByLabel("Start time").fill("11:00");
  await dialog.getByLabel("Employee").selectOption({ label: "Marcus Bell" });
  await dialog.getByRole("button", { name: "Save" }).focus();
  await page.keyboard.press("Enter");
  await expect(announcement).toHaveText(`Moved Drag ${tag} to Fri, Jun 13 at 11:00 with Marcus Bell.`);
  const [keyed] = await db().select().from(schema.jobs).where(eq(schema.jobs.id, visit.id));
  expect(keyed.scheduledDate.toISOString()).toBe(utc(WEEK.fri, "11:00").toISOString());
  expect(keyed.assigneeMemberId).toBe(marcus);
  await expect(calendar.locator(`td[data-lane="Marcus Bell"][data-day="${WEEK.fri}"]`).getByRole("button", { name: new RegExp(`^Reschedule 11:00 Drag ${tag}`) })).toBeVisible();

  // A field employee (view_jobs only) sees the visits but nothing is draggable, and a drag moves nothing.
  const email = `crew-${tag}@example.test`;
  const [user] = await db().insert(schema.users).values({ email, userType: "employee", firstName: "Fay", lastName: `Field${tag}`, passwordHash: await hashPassword(PASSWORD) }).returning();
  await db().insert(schema.businessMembers).values({ businessId: business.id, userId: user.id, role: "employee", roleTemplate: "field_employee" });
  const crewContext = await browser.newContext();
  const crew = await crewContext.newPage();
  await signInAsStaff(crew, email);
  await crew.goto(app(`/admin/schedule?date=${WEEK.tue}`));
  const viewOnly = crew.getByRole("table", { name: /^Visits in the week of/ });
  const link = viewOnly.getByRole("link", { name: new RegExp(`^11:00 Drag ${tag}`) });
  await expect(link).toBeVisible();
  await expect(viewOnly.locator("li[draggable]")).toHaveCount(0);
  await expect(viewOnly.getByRole("button", { name: /^Reschedule/ })).toHaveCount(0);
  await link.dragTo(viewOnly.locator(`td[data-lane="Oliver Greenwood"][data-day="${WEEK.tue}"]`));
  const [unchanged] = await db().select().from(schema.jobs).where(eq(schema.jobs.id, visit.id));
  expect(unchanged.scheduledDate.toISOString()).toBe(utc(WEEK.fri, "11:00").toISOString());
  expect(unchanged.assigneeMemberId).toBe(marcus);
  await crewContext.close();
});
