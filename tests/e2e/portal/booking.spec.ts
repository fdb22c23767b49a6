import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { signInAsStaff, app } from "../admin/support";
import { fillBooking } from "./booking-support";
import { businessBySubdomain, closeDb, db, greenleaf, seriousViolations, tenantUrl } from "./screens-support";

/**
 * Issue 39's "Done when", on the seeded Greenleaf: a new visitor prices weekly mowing for a
 * 9,000 sq ft lawn ($51.00 before the discount, $45.90 weekly), picks a time, books and lands
 * signed in on the portal with the job; the owner sees the booking; the same email booking
 * again lands on the same customer.
 */
test.afterAll(closeDb);

test("a new visitor prices weekly mowing, books a time and lands signed in on the portal; the owner sees the booking; the same email again is the same customer", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `nora-${randomUUID().slice(0, 8)}@example.test`;
  await page.goto(greenleaf("/book?utm_source=flyer&utm_medium=print&utm_campaign=spring"));
  await expect(page.getByText("Book your service online")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The first problem is shown, and nothing is booked.
  await page.getByLabel("Service", { exact: true }).selectOption({ label: "Weekly Mowing" });
  await page.getByRole("button", { name: /^Book/ }).click();
  await expect(page.getByText("Street address: This field is required")).toBeVisible();
  await expect(page.getByLabel("Street address", { exact: true })).toBeFocused();

  await fillBooking(page, email, { password: true });
  await page.getByRole("button", { name: "Book — first visit $51.00" }).click();
  await page.waitForURL(/\/dashboard/);
  await expect(page.getByText("Weekly Mowing").first()).toBeVisible();

  const business = await businessBySubdomain("greenleaf");
  const [customer] = await db().select().from(schema.customers).where(and(eq(schema.customers.businessId, business.id), eq(schema.customers.email, email)));
  const [booking] = await db().select().from(schema.bookings).where(eq(schema.bookings.customerId, customer.id));
  expect(booking).toMatchObject({ pricePerVisitCents: 4_590, firstVisitCents: 5_100, measure: 9_000, utmSource: "flyer", utmMedium: "print", utmCampaign: "spring", status: "confirmed" });

  // The owner's bell.
  const owner = await browser.newPage();
  await signInAsStaff(owner, "owner@greenleaf.test");
  await owner.goto(app("/admin/notifications"));
  await expect(owner.getByText("New online booking: Nora Newcomer — Weekly Mowing").first()).toBeVisible();
  await owner.close();

  // The same email again, from a phone-sized screen, signed out: the same customer, told so.
  const again = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await again.goto(greenleaf("/book"));
  await fillBooking(again, email, { password: false });
  await again.getByRole("button", { name: /^Book/ }).click();
  await expect(again.getByRole("status").getByText("You're booked! Sign in to your portal to see your visits.")).toBeVisible();
  const scroll = await again.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(390);
  await again.close();
  const rows = await db().select().from(schema.customers).where(and(eq(schema.customers.businessId, business.id), eq(schema.customers.email, email)));
  expect(rows).toHaveLength(1);
  const bookings = await db().select().from(schema.bookings).where(eq(schema.bookings.customerId, customer.id));
  expect(bookings.map((b) => b.byExistingCustomer).sort()).toEqual([false, true]);
});

test("a business that approves each booking: the visitor is told it waits, the owner approves it on Online bookings", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const sparkle = await businessBySubdomain("sparkle");
  await db().insert(schema.bookingSettings).values({ businessId: sparkle.id, autoConfirm: false }).onConflictDoUpdate({ target: schema.bookingSettings.businessId, set: { autoConfirm: false } });
  try {
    const email = `ola-${randomUUID().slice(0, 8)}@example.test`;
    await page.goto(tenantUrl("sparkle", "/book"));
    await page.getByLabel("Service", { exact: true }).selectOption({ label: "Standard Home Cleaning" });
    await page.getByRole("radio", { name: /^Every 2 weeks/ }).check();
    await page.getByLabel("Street address", { exact: true }).fill("4500 Speedway");
    await page.getByLabel("City", { exact: true }).fill("Austin");
    await page.getByLabel("State", { exact: true }).fill("TX");
    await page.getByLabel("ZIP code", { exact: true }).fill("78751");
    // Five rooms: $120 for three plus $20 for each of two more; every two weeks −10 %.
    await page.getByLabel("Bedrooms and bathrooms (rooms)", { exact: true }).fill("5");
    await expect(page.getByTestId("booking-list-price")).toHaveText("$160.00");
    await expect(page.getByTestId("booking-per-visit")).toHaveText("$144.00");
    await expect(page.getByText("Served by")).toBeVisible();
    await page.getByRole("radiogroup", { name: "Arrival window" }).getByRole("radio").first().check();
    await page.getByLabel("First name", { exact: true }).fill("Ola");
    await page.getByLabel("Last name", { exact: true }).fill("Waits");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone", { exact: true }).fill("(512) 555-0199");
    await page.getByRole("radio", { name: "Email me a sign-in link instead" }).check();
    await page.getByRole("checkbox", { name: /I agree to Sparkle Home Cleaning/ }).check();
    await page.getByRole("button", { name: /^Book/ }).click();
    await expect(page.getByRole("status").getByText("You're booked! We've emailed you a link to sign in to your portal.")).toBeVisible();

    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signInAsStaff(owner, "owner@sparkle.test");
    await owner.goto(app("/admin/service-requests"));
    await owner.getByRole("link", { name: "Online bookings" }).click();
    const row = owner.getByRole("row").filter({ hasText: "Ola Waits" });
    await expect(row.getByText("Waits for you")).toBeVisible();
    await expect(row.getByText("New customer")).toBeVisible();
    expect(await seriousViolations(owner)).toEqual([]);
    await row.getByRole("button", { name: "Approve the booking from Ola Waits" }).click();
    await expect(row.getByText("Confirmed")).toBeVisible();
    await ownerContext.close();
    const [customer] = await db().select().from(schema.customers).where(and(eq(schema.customers.businessId, sparkle.id), eq(schema.customers.email, email)));
    const [booking] = await db().select().from(schema.bookings).where(eq(schema.bookings.customerId, customer.id));
    expect(booking).toMatchObject({ status: "confirmed", pricePerVisitCents: 14_400, firstVisitCents: 16_000 });
  } finally {
    await db().delete(schema.bookingSettings).where(eq(schema.bookingSettings.businessId, sparkle.id));
  }
});
