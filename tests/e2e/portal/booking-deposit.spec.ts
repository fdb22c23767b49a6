import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { app, OWNER, signInAsStaff } from "../admin/support";
import { fillBooking } from "./booking-support";
import { businessBySubdomain, closeDb, db, greenleaf } from "./screens-support";

/**
 * Issue 39's "Done when", the deposit: at Greenleaf with Stripe connected (the local fake) and
 * Weekly Mowing asking a $25.00 deposit, a new visitor prices a 9,000 sq ft lawn weekly ($51.00
 * before the discount, $45.90 a visit), picks a time, goes to Checkout — where coming back
 * without paying books nothing — pays, and lands signed in on the portal with the job and its
 * visits; the owner sees the booking and its deposit is a payment of it.
 */
let mowingId = "";
test.afterAll(async () => {
  // Other specs expect the seeded Greenleaf: no card payments, mowing without a deposit.
  await db().update(schema.servicePricing).set({ depositCents: null }).where(eq(schema.servicePricing.serviceId, mowingId));
  await db().update(schema.businesses).set({ paymentProvider: "manual", stripeAccountId: null }).where(eq(schema.businesses.portalSubdomain, "greenleaf"));
  await closeDb();
});

test("a new visitor pays a $25.00 deposit on Checkout and lands signed in with the weekly job; abandoning Checkout booked nothing", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const business = await businessBySubdomain("greenleaf");
  const [mowing] = await db().select().from(schema.services).where(and(eq(schema.services.businessId, business.id), eq(schema.services.name, "Weekly Mowing")));
  mowingId = mowing.id;
  await db().update(schema.servicePricing).set({ depositCents: 2_500, depositBps: null }).where(eq(schema.servicePricing.serviceId, mowing.id));

  await signInAsStaff(page, OWNER);
  await page.goto(app("/admin/settings/payments"));
  await page.getByRole("button", { name: /Connect Stripe|Continue Stripe setup/ }).click();
  await page.getByRole("button", { name: "Agree and submit" }).click();
  await expect(page.getByTestId("stripe-status")).toHaveText("Connected");

  const visitor = await (await browser.newContext()).newPage();
  const email = `dora-${randomUUID().slice(0, 8)}@example.test`;
  await visitor.goto(greenleaf("/book?utm_source=newsletter"));
  await fillBooking(visitor, email, { password: true, firstName: "Dora", lastName: "Deposit" });

  // Checkout, then back without paying: nothing is booked, the form says so.
  await visitor.getByRole("button", { name: "Pay $25.00 deposit and book" }).click();
  await expect(visitor).toHaveURL(/\/checkout\/cs_test_/);
  await expect(visitor.getByTestId("checkout-amount")).toHaveText("$25.00");
  await visitor.getByRole("button", { name: "Cancel" }).click();
  await expect(visitor.getByText("Payment cancelled. Nothing was booked or charged.")).toBeVisible();
  expect(await db().select().from(schema.customers).where(and(eq(schema.customers.businessId, business.id), eq(schema.customers.email, email)))).toEqual([]);
  const [abandoned] = await db().select().from(schema.bookingLeads).where(and(eq(schema.bookingLeads.businessId, business.id), eq(schema.bookingLeads.email, email)));
  expect(abandoned).toMatchObject({ step: "checkout", bookingId: null, utmSource: "newsletter" });

  // The form again (the browser kept nothing typed), paid this time: signed in on the portal with the job.
  await visitor.goto(greenleaf("/book?utm_source=newsletter"));
  await fillBooking(visitor, email, { password: true, firstName: "Dora", lastName: "Deposit" });
  await visitor.getByRole("button", { name: "Pay $25.00 deposit and book" }).click();
  await expect(visitor).toHaveURL(/\/checkout\/cs_test_/);
  await visitor.getByRole("button", { name: "Pay $25.00" }).click();
  await visitor.waitForURL(/\/dashboard\?booked=1/);
  await expect(visitor.getByText("Weekly Mowing").first()).toBeVisible();

  const [customer] = await db().select().from(schema.customers).where(and(eq(schema.customers.businessId, business.id), eq(schema.customers.email, email)));
  const [booking] = await db().select().from(schema.bookings).where(eq(schema.bookings.customerId, customer.id));
  expect(booking).toMatchObject({ pricePerVisitCents: 4_590, firstVisitCents: 5_100, depositCents: 2_500, utmSource: "newsletter", status: "confirmed" });
  const deposits = await db().select().from(schema.payments).where(eq(schema.payments.bookingId, booking.id));
  expect(deposits).toEqual([expect.objectContaining({ amountCents: 2_500, method: "stripe", invoiceId: null })]);
  const visits = await db().select().from(schema.jobs).where(eq(schema.jobs.seriesId, booking.seriesId));
  expect(visits.length).toBeGreaterThan(4);

  // The owner sees it.
  await page.goto(app("/admin/service-requests/bookings"));
  await expect(page.getByText("Dora Deposit").first()).toBeVisible();
});
