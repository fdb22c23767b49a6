import { expect, test, type Page } from "@playwright/test";
import { and, asc, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { hashPassword } from "../../../lib/security/passwords";
import { createBusiness, createService, unique } from "../../support/portal-fixtures";
import { axeAtBothWidths, closeDb, db, tenantUrl } from "../portal/screens-support";
import { app, PASSWORD, signInAsStaff, toast } from "./support";

/**
 * Issue 39 items 2 and 4 end to end, on a business of its own: the owner opens an employee's
 * working hours from the Employees list, is refused an end before the start, saves a week using
 * the keyboard; then Settings → Booking: a plain-http website is refused, the own windows and an
 * https site are saved, the embed snippet names the portal and a service and is copied. Axe finds
 * nothing serious on either page at desktop width and at 390 px.
 */
test.afterAll(closeDb);

async function world() {
  const business = await createBusiness(db(), { companyName: `Booking ${unique("b")}` });
  await db().update(schema.users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(schema.users.id, business.owner.id));
  const [user] = await db().insert(schema.users).values({ email: `${unique("ana")}@example.test`, userType: "employee", firstName: "Ana", lastName: "Crew" }).returning();
  const [member] = await db().insert(schema.businessMembers).values({ businessId: business.id, userId: user.id, role: "employee", roleTemplate: "field_employee" }).returning();
  // Two bookable services (each with a pricing rule): the snippet opens on the first, a picker chooses.
  const other = await createService(db(), business.id, { name: "Aeration" });
  const service = await createService(db(), business.id, { name: "Weekly Mowing" });
  const rule = { measureName: "Lawn size", measureUnit: "sq ft", basePriceCents: 3_500, includedUnits: 5_000, unitStep: 1_000, stepPriceCents: 400, minimumCents: 4_000, baseMinutes: 45, stepMinutes: 5, frequencies: ["weekly" as const] };
  await db().insert(schema.servicePricing).values([{ businessId: business.id, serviceId: other.id, ...rule }, { businessId: business.id, serviceId: service.id, ...rule }]);
  return { business, member, service, other };
}

const day = (page: Page, name: string) => page.getByRole("group", { name, exact: true });


test("the owner sets an employee's working hours and Settings → Booking, with the embed snippet", async ({ page, context }) => {
  const { business, member, service, other } = await world();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app("/").replace(/\/$/, "") });
  await signInAsStaff(page, business.owner.email);

  await page.goto(app("/admin/employees"));
  await page.getByRole("link", { name: "Working hours of Ana Crew" }).click();
  await expect(page).toHaveURL(app(`/admin/employees/${member.id}/hours`));
  await expect(page.getByRole("heading", { level: 1, name: "Working hours of Ana Crew" })).toBeVisible();
  await axeAtBothWidths(page);

  // Monday 8:00 to 7:00 is refused on its "To" field; nothing is saved.
  await day(page, "Monday").getByRole("checkbox", { name: "Works on Monday" }).click();
  await day(page, "Monday").getByLabel("From").fill("08:00");
  await day(page, "Monday").getByLabel("To").fill("07:00");
  await page.getByRole("button", { name: "Save working hours" }).click();
  await expect(day(page, "Monday").getByRole("alert")).toHaveText("Invalid value");
  await expect(day(page, "Monday").getByLabel("To")).toHaveAttribute("aria-invalid", "true");
  await expect(day(page, "Monday").getByLabel("To")).toBeFocused();
  await day(page, "Monday").getByLabel("To").fill("17:00");
  // Saturday by keyboard: Space ticks the focused checkbox.
  await day(page, "Saturday").getByRole("checkbox", { name: "Works on Saturday" }).focus();
  await page.keyboard.press("Space");
  await day(page, "Saturday").getByLabel("From").fill("08:00");
  await day(page, "Saturday").getByLabel("To").fill("12:00");
  await page.getByRole("button", { name: "Save working hours" }).click();
  await expect(toast(page, "Working hours saved for Ana Crew")).toBeVisible();
  const hours = await db()
    .select({ weekday: schema.memberWorkingHours.weekday, startMinute: schema.memberWorkingHours.startMinute, endMinute: schema.memberWorkingHours.endMinute })
    .from(schema.memberWorkingHours)
    .where(eq(schema.memberWorkingHours.memberId, member.id))
    .orderBy(asc(schema.memberWorkingHours.weekday));
  expect(hours).toEqual([
    { weekday: 1, startMinute: 480, endMinute: 1020 },
    { weekday: 6, startMinute: 480, endMinute: 720 },
  ]);
  await page.reload();
  await expect(day(page, "Saturday").getByLabel("To")).toHaveValue("12:00");

  await page.goto(app("/admin/settings"));
  await page.getByRole("navigation", { name: "Settings sections" }).getByRole("link", { name: "Booking" }).click();
  await expect(page).toHaveURL(app("/admin/settings/booking"));
  const form = page.getByRole("form", { name: "Booking settings" });
  await expect(form.getByRole("switch", { name: "New customers can book online" })).toBeChecked();
  await axeAtBothWidths(page);

  await form.getByRole("switch", { name: /Confirm bookings automatically/ }).click();
  await form.getByLabel("Our own windows").check();
  await form.getByLabel("Our windows").fill("07:30-09:30\n13:00-15:00");
  await form.getByLabel("Websites allowed to embed booking").fill("http://www.greenleaf-lawns.example");
  await form.getByRole("button", { name: "Save booking settings" }).click();
  await expect(form.getByText("Invalid format")).toBeVisible();
  await expect(form.getByLabel("Websites allowed to embed booking")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Websites allowed to embed booking").fill("https://www.greenleaf-lawns.example");
  await form.getByRole("button", { name: "Save booking settings" }).click();
  await expect(toast(page, "Booking settings saved")).toBeVisible();
  const [settings] = await db().select().from(schema.bookingSettings).where(and(eq(schema.bookingSettings.businessId, business.id)));
  expect(settings).toMatchObject({
    enabled: true,
    autoConfirm: false,
    arrivalWindows: [{ start: 450, end: 570 }, { start: 780, end: 900 }],
    websiteOrigins: ["https://www.greenleaf-lawns.example"],
  });

  const origin = tenantUrl(business.portalSubdomain).replace(/\/$/, "");
  const snippet = page.getByLabel("Embed snippet");
  await expect(snippet).toHaveText(`<script src="${origin}/embed.js" data-service="${other.id}"></script>`);
  await page.getByLabel("Open booking on").selectOption({ label: "Weekly Mowing" });
  await expect(snippet).toHaveText(`<script src="${origin}/embed.js" data-service="${service.id}"></script>`);
  await page.getByRole("button", { name: "Copy snippet" }).click();
  await expect(toast(page, "Snippet copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`<script src="${origin}/embed.js" data-service="${service.id}"></script>`);
});
