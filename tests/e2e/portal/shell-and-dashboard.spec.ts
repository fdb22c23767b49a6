import { expect, test } from "@playwright/test";
import { and, eq, isNull } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { notifyCustomer } from "../../../lib/notifications/notify-customer";
import { createJob, createService } from "../../support/portal-fixtures";
import { closeDb, db, greenleaf, signInAsFreshCustomer, signInAsJane } from "./screens-support";

test.afterAll(closeDb);

const NAV = ["Dashboard", "Services", "Request Service", "Quotes", "Contracts", "Invoices", "Messages", "Account"];

test("signed out, a portal page sends the visitor to /login", async ({ page }) => {
  await page.goto(greenleaf("/dashboard"));
  await expect(page).toHaveURL(/\/login$/);
});

test("the shell: eight nav items, the business's branding, the current page marked", async ({ page, context }) => {
  await signInAsJane(context);
  await page.goto(greenleaf("/dashboard"));
  const nav = page.getByRole("navigation", { name: "Portal" });
  await expect(nav.getByRole("link")).toHaveText(NAV);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("aside").getByText("Greenleaf Lawn Care")).toBeVisible();
  // The active item wears the business's primary colour (#15803d).
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCSS("background-color", "rgb(21, 128, 61)");
  await nav.getByRole("link", { name: "Quotes" }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(nav.getByRole("link", { name: "Quotes" })).toHaveAttribute("aria-current", "page");
});

test("on mobile a top bar in the primary colour opens the navigation", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsJane(context);
  await page.goto(greenleaf("/dashboard"));
  const bar = page.locator("header").filter({ has: page.getByRole("button", { name: "Open menu" }) });
  await expect(bar).toHaveCSS("background-color", "rgb(21, 128, 61)");
  await expect(page.getByRole("navigation", { name: "Portal" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet.getByRole("link")).toHaveText(NAV);
  await sheet.getByRole("link", { name: "Invoices" }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the phone menu is a modal drawer: named, focus kept inside, Escape and the backdrop close it", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsJane(context);
  await page.goto(greenleaf("/dashboard"));
  const open = page.getByRole("button", { name: "Open menu" });
  await open.click();
  const sheet = page.getByRole("dialog", { name: "Greenleaf Lawn Care" });
  await expect(sheet).toBeVisible();
  await expect(open).toHaveAttribute("aria-expanded", "true");
  // The page behind is inert: tabbing past every control never reaches it (after the drawer's
  // last control focus goes to the browser's own UI, then back into the drawer).
  const reached = new Set<string>();
  for (let i = 0; i < NAV.length + 4; i++) {
    await page.keyboard.press("Tab");
    reached.add(
      await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return "browser";
        return el.closest("dialog") ? "drawer" : `page: ${el.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect(reached.has("drawer")).toBe(true);
  expect([...reached].filter((where) => where.startsWith("page"))).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute("aria-expanded", "false");

  await open.click();
  await expect(sheet).toBeVisible();
  await page.mouse.click(360, 400); // on the dimmed page to the right of the 288 px drawer
  await expect(sheet).toBeHidden();
  await open.click();
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toBeHidden();
});

test("the bell's panel opens under the bell inside the screen and closes when a link is followed", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const { scope } = await signInAsFreshCustomer(context);
  await notifyCustomer(scope, { kind: "invoice", title: "Invoice INV-77 is ready", link: "/invoices" }, db());
  await page.goto(greenleaf("/dashboard"));
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  const bellBox = await bell.boundingBox();
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByText("Invoice INV-77 is ready")).toBeVisible();
  const panelBox = await panel.boundingBox();
  expect(panelBox!.y).toBeGreaterThanOrEqual(bellBox!.y + bellBox!.height);
  expect(panelBox!.x).toBeGreaterThanOrEqual(0);
  expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(375);
  await panel.getByRole("link", { name: /Invoice INV-77 is ready/ }).click();
  await expect(page).toHaveURL(/\/invoices$/);
  await expect(panel).toBeHidden();
  // Closed, its items are not in the page at all (as before: only while open).
  await expect(page.getByText("Invoice INV-77 is ready")).toHaveCount(0);
});

test("the bell shows the unread count; opening it marks the notifications read", async ({ page, context }) => {
  const { scope } = await signInAsFreshCustomer(context);
  await notifyCustomer(scope, { kind: "quote", title: "New quote Q-9001 from Greenleaf", link: "/quotes" }, db());
  await notifyCustomer(scope, { kind: "job_status", title: "Your visit is in progress" }, db());
  await page.goto(greenleaf("/dashboard"));
  const bell = page.getByRole("button", { name: "Notifications, 2 unread" }).last();
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole("dialog").getByText("New quote Q-9001 from Greenleaf")).toBeVisible();
  await expect(page.getByRole("button", { name: "Notifications", exact: true }).last()).toBeVisible();
  await expect
    .poll(async () =>
      (await db().select().from(schema.notifications).where(and(eq(schema.notifications.customerId, scope.customerId), isNull(schema.notifications.readAt)))).length,
    )
    .toBe(0);
  await page.getByRole("dialog").getByRole("link", { name: "View all" }).click();
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByText("Your visit is in progress")).toBeVisible();
});

test("logout ends the session and lands on /login", async ({ page, context }) => {
  await signInAsFreshCustomer(context);
  await page.goto(greenleaf("/dashboard"));
  await page.getByRole("button", { name: "Logout" }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(greenleaf("/dashboard"));
  await expect(page).toHaveURL(/\/login$/);
});

test("dashboard: welcome, the next visit from the customer's real jobs, quick actions, account cards", async ({ page, context }) => {
  const { business, jane } = await signInAsJane(context);
  await page.goto(greenleaf("/dashboard"));
  await expect(page.getByRole("heading", { name: "Welcome back, Jane!" })).toBeVisible();
  const [next] = await db()
    .select({ service: schema.services.name, status: schema.jobs.status })
    .from(schema.jobs)
    .leftJoin(schema.services, eq(schema.services.id, schema.jobs.serviceId))
    .where(and(eq(schema.jobs.customerId, jane.id), eq(schema.jobs.businessId, business.id), eq(schema.jobs.status, "in_progress")));
  const card = page.getByTestId("next-service");
  await expect(card).toContainText(next.service ?? "Unknown Service");
  await expect(card).toContainText("IN PROGRESS");
  for (const name of ["View Invoices", "Service History", "Request Service", "Send Message"]) {
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(name) })).toBeVisible();
  }
  await expect(page.getByText("Premium Plan")).toBeVisible();
  const balance = (jane.outstandingBalanceCents / 100).toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
  await expect(page.getByTestId("outstanding-balance")).toHaveText(balance);
  await page.getByRole("main").getByRole("link", { name: /Service History/ }).click();
  await expect(page.getByRole("tab", { name: /Service History/ })).toHaveAttribute("aria-selected", "true");
});

test("dashboard empty state and defaults for a customer with no visits", async ({ page, context }) => {
  const { scope } = await signInAsFreshCustomer(context, { firstName: "Nova" });
  await page.goto(greenleaf("/dashboard"));
  await expect(page.getByRole("heading", { name: "Welcome back, Nova!" })).toBeVisible();
  await expect(page.getByTestId("next-service-empty")).toContainText("No upcoming services");
  await expect(page.getByText("Standard Plan")).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByTestId("outstanding-balance")).toHaveText("$0.00");

  // A visit scheduled for this customer appears on the next load, unassigned and named.
  const service = await createService(db(), scope.businessId, { name: `Gutter Cleaning ${Date.now()}` });
  await createJob(db(), scope, { serviceId: service.id, scheduledDate: new Date(Date.now() + 5 * 86400_000) });
  await page.reload();
  await expect(page.getByTestId("next-service")).toContainText(service.name);
  await expect(page.getByTestId("next-service")).toContainText("Unassigned");
  await expect(page.getByTestId("next-service")).toContainText("SCHEDULED");
});
