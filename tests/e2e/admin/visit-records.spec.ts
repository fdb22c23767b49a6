import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { createCustomer, createJob, TINY_PNG } from "../../support/portal-fixtures";
import { businessBySubdomain, closeDb, db, seriousViolations } from "../portal/screens-support";
import { app, EMPLOYEE, OWNER, signInAsStaff, toast } from "./support";

/**
 * Issue 37: the crew's before/after photos and notes of a visit were shown to the customer in
 * Service History and nowhere in the admin. Now: on the job page ("Photos and notes"), on the
 * visit's own page (where a scheduler adds photos too) and on the customer page ("Recent
 * visits") — on a desktop and at 390 px, axe-clean.
 */
test.afterAll(closeDb);

const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

async function completedVisit() {
  const business = await businessBySubdomain("greenleaf");
  const tag = randomUUID().slice(0, 6);
  const customer = await createCustomer(db(), business.id, { firstName: "Vera", lastName: `Visit${tag}` });
  const [crewUser] = await db().select().from(schema.users).where(eq(schema.users.email, EMPLOYEE));
  const [crew] = await db().select().from(schema.businessMembers).where(eq(schema.businessMembers.userId, crewUser.id));
  const when = new Date(Date.now() - 26 * 3600_000);
  const visit = await createJob(db(), { businessId: business.id, customerId: customer.id }, {
    scheduledDate: when, status: "completed", startedAt: when, completedAt: new Date(when.getTime() + 40 * 60_000), assigneeMemberId: crew.id,
    completionNote: `Edges trimmed ${tag}`, notes: `Mind the tulips ${tag}`,
  });
  await db().update(schema.jobSeries).set({ title: `Photo mow ${tag}` }).where(eq(schema.jobSeries.id, visit.id));
  return { tag, customer, visit };
}

async function checkAxe(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["390 px", { width: 390, height: 844 }],
] as const) {
  test(`the job, visit and customer pages show the visit's photos and notes (${label})`, async ({ page }) => {
    test.setTimeout(150_000);
    const { tag, customer, visit } = await completedVisit();
    await page.setViewportSize(viewport);
    await signInAsStaff(page, OWNER);

    // The job page: its visits table links each visit's page; the notes are listed already.
    await page.goto(app(`/admin/schedule/jobs/${visit.id}`));
    const records = page.getByRole("list", { name: "Visits with photos or notes" });
    await expect(records.getByRole("article")).toHaveCount(1);
    await expect(records).toContainText(`Visit notes: Mind the tulips ${tag}`);
    await expect(records).toContainText(`Crew's note: Edges trimmed ${tag}`);
    await checkAxe(page);
    await page.getByRole("table", { name: "Visits" }).getByRole("link").first().click();
    await expect(page).toHaveURL(app(`/admin/schedule/jobs/${visit.id}/visits/${visit.id}`));
    await expect(page.getByRole("heading", { level: 1, name: `Photo mow ${tag}` })).toBeVisible();
    await expect(page.getByText(`Edges trimmed ${tag}`)).toBeVisible();

    // The office adds a before photo on the visit's page, as the crew does on their day.
    await page.getByLabel("Add before photo").setInputFiles({ name: "before.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect(toast(page, "Before photo added")).toBeVisible();
    const onVisit = page.getByRole("list", { name: "Before photos" }).getByRole("img", { name: "Before photo 1" });
    await expect(onVisit).toBeVisible();
    await expect.poll(() => loaded(onVisit)).toBe(true);
    await checkAxe(page);
    const [stored] = await db().select().from(schema.jobPhotos).where(eq(schema.jobPhotos.jobId, visit.id));
    expect(stored).toMatchObject({ kind: "before" });

    // Back on the job page, the photo is under the visit; the customer page shows it too.
    await page.goto(app(`/admin/schedule/jobs/${visit.id}`));
    const onJob = records.getByRole("img", { name: /^Before photo 1 of the visit on / });
    await expect(onJob).toBeVisible();
    await expect.poll(() => loaded(onJob)).toBe(true);
    await page.goto(app(`/admin/customers/${customer.id}`));
    const recent = page.getByRole("list", { name: "Recent visits" }).getByRole("article").filter({ hasText: `Photo mow ${tag}` });
    await expect(recent).toContainText(`Crew's note: Edges trimmed ${tag}`);
    await expect(recent).toContainText("COMPLETED");
    const onCustomer = recent.getByRole("img", { name: new RegExp(`^Before photo 1 of Photo mow ${tag}`) });
    await expect(onCustomer).toBeVisible();
    await expect.poll(() => loaded(onCustomer)).toBe(true);
    await checkAxe(page);
  });
}
