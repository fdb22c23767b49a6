import { expect, test, type Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import * as schema from "../../../db/schema";
import { closeDb, db, greenleaf, seriousViolations, signInAsJane } from "./screens-support";

test.afterAll(closeDb);

async function documentIds(customerId: string) {
  const [quote] = await db().select().from(schema.quotes).where(and(eq(schema.quotes.customerId, customerId), eq(schema.quotes.quoteNumber, "Q-1001")));
  const [invoice] = await db().select().from(schema.invoices).where(and(eq(schema.invoices.customerId, customerId), eq(schema.invoices.invoiceNumber, "INV-1001")));
  return { quote: quote.id, invoice: invoice.id };
}

async function settle(page: Page) {
  await page.locator("h1").first().waitFor();
  await page.waitForLoadState("networkidle").catch(() => undefined);
}

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["mobile", { width: 375, height: 740 }],
] as const) {
  test(`axe: every portal page on ${label} has no serious or critical violation`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { jane } = await signInAsJane(context);
    const ids = await documentIds(jane.id);
    const paths = [
      "/dashboard", "/services", "/services?tab=history", "/request-service", "/quotes", `/quotes/${ids.quote}`, "/contracts",
      "/invoices", `/invoices/${ids.invoice}`, "/messages", "/account", "/notifications",
    ];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(greenleaf(path));
      await settle(page);
      const violations = await seriousViolations(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}

test("axe: open dialogs, the bell, the mobile menu and a form with errors", async ({ page, context }) => {
  const { jane } = await signInAsJane(context);
  const ids = await documentIds(jane.id);
  // Toasts then appear and leave without fading (Sonner honours reduced motion): the sign
  // form's error toast, which leaves after 4 s, is never half-transparent while axe, slow on a
  // loaded machine, measures its contrast.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(greenleaf(`/quotes/${ids.quote}`));
  await page.getByRole("button", { name: "Approve Quote" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.goto(greenleaf("/contracts"));
  await page.getByRole("button", { name: "Sign Contract" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign Contract" }).click();
  await expect(page.getByRole("dialog").getByText("Please type your full name")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: /^Notifications/ }).last().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await page.goto(greenleaf("/account"));
  // Retried as a whole: typed before the form has hydrated, the value and the click are lost.
  await expect(async () => {
    await page.getByLabel("Phone").fill("12");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(greenleaf("/dashboard"));
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
