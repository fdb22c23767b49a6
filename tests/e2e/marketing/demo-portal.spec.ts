import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { site } from "./support";
import { untilStill } from "../until-still";

const DEMO_ROUTES = [
  "/demo-portal",
  "/demo-portal/dashboard",
  "/demo-portal/services",
  "/demo-portal/request-service",
  "/demo-portal/quotes",
  "/demo-portal/quotes/q-2041",
  "/demo-portal/contracts",
  "/demo-portal/invoices",
  "/demo-portal/invoices/inv-3090",
  "/demo-portal/messages",
  "/demo-portal/account",
  "/demo-portal/notifications",
];

async function expectDemoBanner(page: Page) {
  const banner = page.getByRole("region", { name: "Demo" });
  await expect(banner).toContainText("Demo");
  await expect(banner).toContainText("actions are disabled in the demo");
  await expect(banner.getByRole("link", { name: "Join the waitlist" })).toHaveAttribute("href", "/waitlist");
}

test("every demo portal route answers 200 with the Demo banner, without signing in", async ({ page }) => {
  for (const path of DEMO_ROUTES) {
    const response = await page.goto(site(path));
    expect(response?.status(), path).toBe(200);
    await expectDemoBanner(page);
    await expect(page.locator("#portal-main")).not.toBeEmpty();
    await expect(page.getByRole("link", { name: "Exit demo" }).first()).toBeAttached();
  }
});

test("a walk through the demo portal: every screen, real content, actions disabled", async ({ page }) => {
  await page.goto(site("/"));
  await page.getByRole("region", { name: /The customer portal for recurring/ }).getByRole("link", { name: "View Demo" }).click();
  await expect(page).toHaveURL(site("/demo-portal"));
  await expect(page.getByRole("heading", { name: "Welcome back, Alex!" })).toBeVisible();
  await expect(page.getByTestId("next-service")).toContainText("Weekly Mowing");
  await expect(page.getByText("Premium Plan")).toBeVisible();
  // Pending $194.85 + overdue $175.91 (8.25 % tax): the sum of the unpaid invoices.
  await expect(page.getByText("$370.76")).toBeVisible();

  const nav = page.getByRole("navigation").filter({ has: page.getByRole("link", { name: "Request Service" }) }).first();
  await nav.getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(site("/demo-portal/services"));
  await expect(page.getByRole("tab", { name: /Available Services \(6\)/ })).toBeVisible();
  const signUp = page.getByRole("button", { name: "Sign Up", exact: true }).first();
  await expect(signUp).toBeDisabled();
  await expect(page.getByText("Disabled in the demo", { exact: true }).first()).toBeVisible();
  await page.getByRole("tab", { name: /Service History/ }).click();
  await expect(page.getByRole("img", { name: /Before photo/ })).toBeVisible();

  await nav.getByRole("link", { name: "Request Service" }).click();
  await expect(page).toHaveURL(site("/demo-portal/request-service"));
  await expect(page.getByRole("button", { name: "Submit Request" })).toBeDisabled();

  await nav.getByRole("link", { name: "Quotes" }).click();
  await expect(page).toHaveURL(site("/demo-portal/quotes"));
  await expect(page.getByText("Fall aeration & overseeding")).toBeVisible();
  await expect(page.getByText("+2 more items")).toBeVisible();
  await page.getByRole("link", { name: "Review & Respond" }).first().click();
  await expect(page).toHaveURL(site("/demo-portal/quotes/q-2041"));
  await expect(page.getByRole("button", { name: "Approve Quote" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Decline Quote" })).toBeDisabled();
  await expect(page.getByText("Disabled in the demo", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Back to Quotes" }).click();
  await expect(page).toHaveURL(site("/demo-portal/quotes"));

  await nav.getByRole("link", { name: "Contracts" }).click();
  await expect(page).toHaveURL(site("/demo-portal/contracts"));
  await expect(page.getByText("Awaiting Signature").first()).toBeVisible();
  await expect(page.getByText(/Signed by Alex Morgan/).first()).toBeVisible();

  await nav.getByRole("link", { name: "Invoices" }).click();
  await expect(page).toHaveURL(site("/demo-portal/invoices"));
  await expect(page.getByText("OVERDUE").first()).toBeVisible();
  await page.getByRole("link", { name: /INV-3090/ }).click();
  await expect(page).toHaveURL(site("/demo-portal/invoices/inv-3090"));
  await expect(page.getByText("Hedge & shrub trimming (2.5 hours)").first()).toBeVisible();

  await nav.getByRole("link", { name: "Messages" }).click();
  await expect(page).toHaveURL(site("/demo-portal/messages"));
  await expect(page.getByTestId("message")).toHaveCount(6);
  await expect(page.getByRole("link", { name: /Quote #Q-2041/ })).toHaveAttribute("href", "/demo-portal/quotes/q-2041");
  await expect(page.getByRole("textbox")).toBeDisabled();

  await nav.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(site("/demo-portal/account"));
  await expect(page.getByLabel("First name")).toHaveValue("Alex");
  await expect(page.getByLabel("First name")).toBeDisabled();

  await page.getByRole("link", { name: "Exit demo" }).click();
  await expect(page).toHaveURL(site("/"));
});

test("demo pictures are served as images and an unknown quote shows the portal's not-found state", async ({ page, request }) => {
  for (const file of ["logo.svg", "lawn-before.svg", "lawn-after.svg", "signature.svg", "driveway-patch.svg"]) {
    const response = await request.get(site(`/demo-portal/media/${file}`));
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
  }
  expect((await request.get(site("/demo-portal/media/nope.svg"))).status()).toBe(404);

  await page.goto(site("/demo-portal/quotes/not-a-quote"));
  await expect(page.getByRole("heading", { name: "Quote not found" })).toBeVisible();
  await expect(page.getByText("The quote you're looking for doesn't exist or you don't have access to it.")).toBeVisible();
  const missing = await page.goto(site("/demo-portal/no-such-screen"));
  expect(missing?.status()).toBe(404);
});

test("the demo portal works on a phone with its own menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(site("/demo-portal/dashboard"));
  await expectDemoBanner(page);
  await page.getByRole("button", { name: /menu/i }).first().click();
  await page.getByRole("dialog").getByRole("link", { name: "Invoices" }).click();
  await expect(page).toHaveURL(site("/demo-portal/invoices"));
});

for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["mobile", { width: 375, height: 740 }],
] as const) {
  test(`axe finds no serious or critical violation in the demo portal (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of DEMO_ROUTES) {
      await page.goto(site(path));
      await page.locator("#portal-main").waitFor();
      await untilStill(page);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const serious = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
      expect(serious).toEqual([]);
    }
  });
}
