import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { untilStill } from "../until-still";
import { PUBLIC_PATHS, site } from "./support";

const PATHS = [...PUBLIC_PATHS.filter((p) => !p.includes("?")), "/definitely-not-a-page"];

async function seriousViolations(page: Page, exclude: string[] = []) {
  await untilStill(page);
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
}

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["mobile", { width: 375, height: 740 }],
] as const) {
  test.describe(`axe on ${label}`, () => {
    test.use({ viewport });
    for (const path of PATHS) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await page.goto(site(path));
        await page.locator("h1").waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test("the open Industries menu, the mobile menu and a form with errors stay accessible", async ({ page }) => {
  await page.goto(site("/features"));
  await page.getByRole("button", { name: "Industries" }).click();
  await expect(page.getByRole("link", { name: /^Lawn Care/ }).first()).toBeVisible();
  // Radix renders a tabbable, aria-hidden focus proxy next to an open trigger; it never keeps
  // focus (it forwards Tab into the menu), but axe flags it: radix-ui/primitives#3085.
  const proxy = 'nav[aria-label="Main"] button[aria-expanded="true"] + span[aria-hidden="true"][tabindex="0"]';
  await expect(page.locator(proxy)).toHaveCount(1);
  expect(await seriousViolations(page, [proxy])).toEqual([]);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(site("/features"));
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(site("/waitlist"));
  await page.locator("form").getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the landing page's no-JS Industries menu and Menu disclosure stay accessible when open", async ({ page }) => {
  await page.goto(site("/"));
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Industries" }).hover();
  await expect(nav.getByRole("link", { name: /^Lawn Care/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(site("/"));
  await page.getByLabel("Menu", { exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
