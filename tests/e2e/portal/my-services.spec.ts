import { expect, test, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { formatListDate } from "../../../lib/format/dates";
import { closeDb, db, greenleaf, seriousViolations, signInAsFreshCustomer } from "./screens-support";

/**
 * Issue 37, the portal's /services beside an active weekly job the business scheduled:
 * "My Services" counts it (it said "(0) — You haven't subscribed to any services yet"),
 * Available Services does not offer to sign up for it again, and Service History keeps the
 * visits to come (soonest first) apart from past ones (newest first). Desktop and 390 px.
 */
test.afterAll(closeDb);

const TZ = "America/New_York";
const DAY = 86_400_000;

async function customerWithWeeklyMowing(page: Page, context: Parameters<typeof signInAsFreshCustomer>[0]) {
  const { business, customer } = await signInAsFreshCustomer(context);
  const [mowing] = await db().select().from(schema.services).where(and(eq(schema.services.businessId, business.id), eq(schema.services.name, "Weekly Mowing")));
  const start = new Date(Date.now() - 14 * DAY);
  const startDate = start.toISOString().slice(0, 10);
  const [series] = await db()
    .insert(schema.jobSeries)
    .values({
      businessId: business.id, customerId: customer.id, serviceId: mowing.id, title: "Weekly mowing", startDate, startTime: "09:00", durationMinutes: 45,
      timeZone: TZ, rrule: "FREQ=WEEKLY;INTERVAL=1", generatedUntil: new Date(Date.now() + 35 * DAY).toISOString().slice(0, 10),
    })
    .returning();
  // Two visits done, three to come (the last one next month).
  const visits = [-14, -7, 7, 14, 35].map((days) => new Date(Date.now() + days * DAY));
  for (const at of visits) {
    const past = at.getTime() < Date.now();
    await db().insert(schema.jobs).values({
      businessId: business.id, customerId: customer.id, serviceId: mowing.id, seriesId: series.id, occurrenceDate: at.toISOString().slice(0, 10),
      scheduledDate: at, durationMinutes: 45, status: past ? "completed" : "scheduled", completedAt: past ? at : null,
    });
  }
  await page.goto(greenleaf("/services"));
  return { visits, listDay: (at: Date) => formatListDate(at, TZ) };
}

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["390 px", { width: 390, height: 844 }],
] as const) {
  test(`a running weekly job is one of My Services, not offered again, and history keeps upcoming apart (${label})`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { visits, listDay } = await customerWithWeeklyMowing(page, context);

    // Available Services: the service already runs for them.
    await expect(page.getByRole("tab", { name: "My Services (1)" })).toBeVisible();
    const card = page.getByTestId("service-card").filter({ hasText: "Weekly Mowing" });
    await expect(card.getByRole("button", { name: "Already scheduled" })).toBeDisabled();
    await expect(card).toContainText("$45.00/visit");
    await expect(page.getByTestId("service-card").filter({ hasText: "Hedge Trimming" }).getByRole("button", { name: "Sign Up" })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);

    // My Services: the job, with its price per visit and next visit.
    await page.getByRole("tab", { name: "My Services (1)" }).click();
    const job = page.getByTestId("service-job-card");
    await expect(job).toHaveCount(1);
    await expect(job).toContainText("Weekly Mowing");
    await expect(job).toContainText("$45.00/visit");
    await expect(job).toContainText(/Every week/);
    await expect(job).toContainText(`Next visit ${listDay(visits[2])}`);
    await expect(page.getByText("You haven't subscribed to any services yet")).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Service History: upcoming first (soonest first), then past (newest first) — never mixed.
    await page.getByRole("tab", { name: "Service History (5)" }).click();
    const upcoming = page.getByRole("region", { name: "Upcoming visits (3)" }).getByTestId("job-card");
    const past = page.getByRole("region", { name: "Past visits (2)" }).getByTestId("job-card");
    await expect(upcoming).toHaveCount(3);
    await expect(upcoming.nth(0)).toContainText(listDay(visits[2]));
    await expect(upcoming.nth(2)).toContainText(listDay(visits[4]));
    await expect(past).toHaveCount(2);
    await expect(past.nth(0)).toContainText(listDay(visits[1]));
    await expect(past.nth(1)).toContainText(listDay(visits[0]));
    expect(await seriousViolations(page)).toEqual([]);
  });
}
