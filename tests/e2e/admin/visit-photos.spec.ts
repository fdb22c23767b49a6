import { randomUUID } from "node:crypto";
import { expect, test, type Locator } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { hashPassword } from "../../../lib/security/passwords";
import { createCustomer, createJob, TINY_PNG } from "../../support/portal-fixtures";
import { signIn } from "../portal/auth-support";
import { businessBySubdomain, closeDb, db, greenleaf, seriousViolations } from "../portal/screens-support";
import { app, PASSWORD, signInAsStaff, toast } from "./support";

/**
 * Issue 11 item 4 end to end: a field employee (view_jobs only) on a 375 px phone screen takes a
 * before and an after photo of today's visit with the camera input and completes it; the customer
 * signs into the portal and sees both photos in Service History (and the "On my way" notice).
 */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test.afterAll(async () => {
  await closeDb();
});

/** A 2×1 JPEG would do as well; the PNG keeps the bytes tiny and is sniffed as an image. */
const photoFile = (name: string) => ({ name, mimeType: "image/png", buffer: TINY_PNG });
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test("a field employee completes a visit with a before and an after photo; the customer sees both in Service History", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const business = await businessBySubdomain("greenleaf");
  const tag = randomUUID().slice(0, 6);
  const email = `crew-${tag}@example.test`;
  const [user] = await db()
    .insert(schema.users)
    .values({ email, userType: "employee", firstName: "Pia", lastName: `Photo${tag}`, passwordHash: await hashPassword(PASSWORD) })
    .returning();
  const [member] = await db().insert(schema.businessMembers).values({ businessId: business.id, userId: user.id, role: "employee", roleTemplate: "field_employee" }).returning();
  const customerEmail = `photo-${tag}@example.test`;
  const customer = await createCustomer(db(), business.id, { firstName: "Photo", lastName: `Tester${tag}`, email: customerEmail, passwordHash: await hashPassword(PASSWORD) });
  // Now is always inside today's local day, whatever the hour.
  const visit = await createJob(db(), { businessId: business.id, customerId: customer.id }, { scheduledDate: new Date(), assigneeMemberId: member.id });

  await signInAsStaff(page, email);
  await page.goto(app("/admin/schedule/my-day"));
  const card = page.getByRole("list", { name: "Today's visits" }).getByRole("listitem").filter({ hasText: `Photo Tester${tag}` });
  await expect(card).toBeVisible();

  // Before: the labelled camera input (rear camera on a phone), reached by keyboard like any field.
  const before = card.getByLabel("Add before photo");
  await expect(before).toHaveAttribute("capture", "environment");
  await expect(before).toHaveAttribute("accept", "image/*");
  await before.focus();
  await expect(before).toBeFocused();
  await before.setInputFiles(photoFile("before.png"));
  await expect(toast(page, "Before photo added")).toBeVisible();
  const beforeImage = card.getByRole("list", { name: "Before photos" }).getByRole("img", { name: "Before photo 1" });
  await expect(beforeImage).toBeVisible();
  await expect.poll(() => loaded(beforeImage)).toBe(true);

  // The crew's card with its camera inputs and a thumbnail is axe-clean at 375 px.
  expect(await seriousViolations(page)).toEqual([]);

  // On the way: the customer is told once; a second tap within 10 minutes is refused.
  await card.getByRole("button", { name: "On my way" }).click();
  await expect(toast(page, "Customer notified that you are on the way")).toBeVisible();
  await card.getByRole("button", { name: "On my way" }).click();
  await expect(toast(page, "The customer was already told you are on the way in the last 10 minutes")).toBeVisible();

  await card.getByRole("button", { name: "Start visit" }).click();
  await expect(toast(page, "Visit started")).toBeVisible();
  await card.getByLabel("Add after photo").setInputFiles(photoFile("after.png"));
  await expect(toast(page, "After photo added")).toBeVisible();
  await expect(card.getByRole("list", { name: "After photos" }).getByRole("img", { name: "After photo 1" })).toBeVisible();
  await card.getByLabel("Completion note").fill("Edges trimmed, clippings bagged.");
  await card.getByRole("button", { name: "Complete visit" }).click();
  await expect(toast(page, "Visit completed")).toBeVisible();
  await expect(card).toContainText("COMPLETED");
  // The photos stay on the completed card.
  await expect(card.getByRole("img", { name: "After photo 1" })).toBeVisible();

  const photos = await db().select().from(schema.jobPhotos).where(and(eq(schema.jobPhotos.businessId, business.id), eq(schema.jobPhotos.jobId, visit.id)));
  expect(photos.map((p) => p.kind).sort()).toEqual(["after", "before"]);
  const [done] = await db().select().from(schema.jobs).where(eq(schema.jobs.id, visit.id));
  expect(done.status).toBe("completed");

  // The customer signs into the portal and finds both photos on the visit in Service History.
  const portalContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const portal = await portalContext.newPage();
  await signIn(portal, customerEmail, PASSWORD);
  await expect(portal).toHaveURL(greenleaf("/dashboard"));
  await portal.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await expect(portal.getByRole("list", { name: "Notifications" })).toContainText(`Pia from ${business.companyName} is on the way`);
  await portal.goto(greenleaf("/services?tab=history"));
  const history = portal.getByRole("list", { name: /^Photos of / });
  const beforeInPortal = history.getByRole("img", { name: "Before photo" });
  const afterInPortal = history.getByRole("img", { name: "After photo" });
  await expect(beforeInPortal).toBeVisible();
  await expect(afterInPortal).toBeVisible();
  await expect.poll(() => loaded(beforeInPortal)).toBe(true);
  await expect.poll(() => loaded(afterInPortal)).toBe(true);
  expect(await seriousViolations(portal)).toEqual([]);
  await expect(beforeInPortal).toHaveAttribute("src", `/api/files/${photos.find((p) => p.kind === "before")!.fileId}`);
  await portalContext.close();
});
