import { expect, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { createService } from "../../support/portal-fixtures";
import { closeDb, db, greenleaf, signInAsFreshCustomer, signInAsJane, signInToFreshBusiness, toast } from "./screens-support";

test.afterAll(closeDb);

test("services: three tabs with counts and the spec's price display", async ({ page, context }) => {
  const { business, jane } = await signInAsJane(context);
  const active = (await db().select().from(schema.services).where(and(eq(schema.services.businessId, business.id), eq(schema.services.active, true)))).length;
  const jobs = (await db().select().from(schema.jobs).where(eq(schema.jobs.customerId, jane.id))).length;
  await page.goto(greenleaf("/services"));
  await expect(page.getByRole("tab", { name: `Available Services (${active})` })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "My Services (1)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: `Service History (${jobs})` })).toBeVisible();
  const card = (name: string) => page.getByTestId("service-card").filter({ hasText: name });
  await expect(card("Landscape Design Consultation")).toContainText("Contact for pricing");
  await expect(card("Lawn Aeration")).toContainText("$0.05/sq ft");
  await expect(card("Hedge Trimming")).toContainText("$65.00/hour");
  // A per-visit price reads per visit, though the visits come weekly (issue 37).
  await expect(card("Weekly Mowing")).toContainText("$45.00/visit");
  await expect(card("Weekly Mowing")).not.toContainText("/week");
  await expect(card("Weekly Mowing").getByRole("button", { name: "Already Subscribed" })).toBeDisabled();
  await expect(page.getByTestId("service-card").filter({ hasText: "Snow Removal" })).toHaveCount(0);

  await page.getByRole("tab", { name: /My Services/ }).click();
  await expect(page.getByTestId("subscription-card")).toContainText("Weekly Mowing");
  await page.getByRole("tab", { name: /Service History/ }).click();
  const completed = page.getByTestId("job-card").filter({ hasText: "COMPLETED" }).first();
  await expect(completed.getByText("COMPLETED", { exact: true })).toHaveClass(/bg-green-100/);
  await expect(page.getByTestId("job-card").filter({ hasText: "SCHEDULED" }).first().getByText("SCHEDULED", { exact: true })).toHaveClass(/bg-yellow-100/);
  await expect(page.getByTestId("job-card").filter({ hasText: "CANCELLED" }).first().getByText("CANCELLED", { exact: true })).toHaveClass(/bg-red-100/);
  await expect(page.getByTestId("job-card").filter({ hasText: "Unassigned" }).first()).toBeVisible();
  for (const kind of ["Before", "After"]) {
    const img = completed.getByRole("img", { name: new RegExp(`^${kind} photo`) });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
});

test("subscribing creates an active subscription and the button becomes 'Already Subscribed'", async ({ page, context }) => {
  const { scope, business } = await signInAsFreshCustomer(context);
  const service = await createService(db(), business.id, { name: `Pet Waste Pickup ${Date.now()}`, isRecurring: true, recurringInterval: "2 weeks", priceCents: 2500 });
  await page.goto(greenleaf("/services"));
  const card = page.getByTestId("service-card").filter({ hasText: service.name });
  await expect(card).toContainText("$25.00/2 weeks");
  await card.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, `Successfully signed up for ${service.name}`)).toBeVisible();
  await expect(card.getByRole("button", { name: "Already Subscribed" })).toBeDisabled();
  const [row] = await db().select().from(schema.customerServices).where(eq(schema.customerServices.customerId, scope.customerId));
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
  expect(row).toMatchObject({ serviceId: service.id, status: "active", frequency: "2 weeks", startDate: today });
  await page.getByRole("tab", { name: "My Services (1)" }).click();
  await expect(page.getByTestId("subscription-card")).toContainText(service.name);
});

test("a failed sign-up shows the spec's failure toast", async ({ page, context }) => {
  const { scope, business } = await signInAsFreshCustomer(context);
  const service = await createService(db(), business.id, { name: `Window Washing ${Date.now()}` });
  await page.goto(greenleaf("/services"));
  // Subscribed meanwhile (another tab): the server refuses a second active subscription.
  await db().insert(schema.customerServices).values({ ...scope, serviceId: service.id, status: "active", startDate: "2030-01-01" });
  await page.getByTestId("service-card").filter({ hasText: service.name }).getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "Failed to sign up for service: You are already subscribed to this service")).toBeVisible();
});

test("the three empty states", async ({ page, context }) => {
  await signInAsFreshCustomer(context);
  await page.goto(greenleaf("/services"));
  await page.getByRole("tab", { name: "My Services (0)" }).click();
  await expect(page.getByRole("heading", { name: "No Subscribed Services" })).toBeVisible();
  await page.getByRole("tab", { name: "Service History (0)" }).click();
  await expect(page.getByRole("heading", { name: "No Service History" })).toBeVisible();

  const fresh = await signInToFreshBusiness(context);
  await page.goto(fresh.url("/services"));
  await expect(page.getByRole("tab", { name: "Available Services (0)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Services Available" })).toBeVisible();
  await expect(page.getByText("There are no services available for signup at this time.")).toBeVisible();
});

test("request service: defaults, validation, a pending request and the business notified", async ({ page, context }) => {
  const { scope, business } = await signInAsFreshCustomer(context, { firstName: "Rae", lastName: "Requester" });
  await page.goto(greenleaf("/request-service"));
  await expect(page.getByRole("heading", { name: "Request Service", level: 1 })).toBeVisible();
  await expect(page.getByRole("radio", { name: "One-time" })).toBeChecked();
  const date = page.getByLabel("Preferred date");
  const min = await date.getAttribute("min");
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // A date before today is refused with the field's message.
  await date.fill("2020-01-01");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Preferred date cannot be earlier than today").first()).toBeVisible();
  await expect(date).toHaveAttribute("aria-invalid", "true");

  const service = page.getByLabel("Service (optional)");
  await service.selectOption({ label: (await service.locator("option", { hasText: "Hedge Trimming" }).textContent())! });
  await page.getByRole("radio", { name: "Emergency" }).click();
  const future = new Date(Date.now() + 10 * 86400_000).toISOString().slice(0, 10);
  await date.fill(future);
  await page.getByLabel("Preferred time").selectOption("2:00-4:00 PM");
  await page.getByLabel("Notes (optional)").fill("Storm damage on the back hedge");
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page, "Service request submitted successfully!")).toBeVisible();

  const [row] = await db().select().from(schema.serviceRequests).where(eq(schema.serviceRequests.customerId, scope.customerId));
  expect(row).toMatchObject({ status: "pending", requestType: "emergency", preferredDate: future, preferredTimeSlot: "2:00-4:00 PM", notes: "Storm damage on the back hedge" });
  const staff = await db().select().from(schema.notifications).where(and(eq(schema.notifications.businessId, business.id), eq(schema.notifications.kind, "service_request")));
  expect(staff.some((n) => n.title === "New service request from Rae Requester")).toBe(true);
  const mail = await db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.subject, "New service request from Rae Requester"));
  expect(mail).toHaveLength(1);
  // The form is ready for another request.
  await expect(page.getByLabel("Notes (optional)")).toHaveValue("");
});

test("request service with nothing but the defaults is a valid one-time request", async ({ page, context }) => {
  const { scope } = await signInAsFreshCustomer(context);
  await page.goto(greenleaf("/request-service"));
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page, "Service request submitted successfully!")).toBeVisible();
  const [row] = await db().select().from(schema.serviceRequests).where(eq(schema.serviceRequests.customerId, scope.customerId));
  expect(row).toMatchObject({ requestType: "one_time", serviceId: null, preferredDate: null, preferredTimeSlot: null, notes: null, status: "pending" });
});
